import Models

// The texts and buttons of every todo alert, and the choice each button stands for.
extension TodoListPresenter {
    static func prioritySheet(for item: TodoItem) -> AlertDisplay<TodoListAlertChoice> {
        let choices: [(title: String, priority: Priority)] = [
            ("Normal", .normal), ("Important", .important), ("Urgent", .urgent),
        ]
        let buttons = choices.map { choice in
            AlertDisplay.Button(
                title: choice.title, choice: TodoListAlertChoice.setPriority(choice.priority, itemID: item.id))
        }
        return AlertDisplay(
            title: "Change priority",
            message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet,
            buttons: buttons + [AlertDisplay.Button(title: "Cancel", role: .cancel)])
    }

    static func removeConfirmation(for item: TodoItem) -> AlertDisplay<TodoListAlertChoice> {
        AlertDisplay(
            title: "Remove item",
            message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            buttons: [
                AlertDisplay.Button(title: "Cancel", role: .cancel),
                AlertDisplay.Button(title: "Remove", role: .destructive, choice: .remove(itemID: item.id)),
            ])
    }

    static func refusalAlert(_ reason: ListTodos.Refusal.Response.Reason) -> AlertDisplay<Never> {
        switch reason {
        case .nameTooLong:
            .notice(title: "Name too long", message: "A task name can have at most 200 characters.")
        case .notSaved(let error):
            .notice(title: "Could not save", message: "Your change was not saved: \(error.reason)")
        }
    }
}
