import Models

// The texts and buttons of every todo alert.
extension TodoListPresenter {
    typealias Alert = AlertDisplay<TodoListAlertChoice>

    static let nameTooLongAlert = Alert.notice(
        title: "Name too long", message: "A task name can have at most 200 characters.")

    static func saveFailureAlert(_ error: StoreError) -> Alert {
        .notice(title: "Could not save", message: "Your change was not saved: \(error.reason)")
    }

    static func priorityAlert(for item: TodoListItem) -> Alert {
        let choices: [(title: String, priority: TodoListPriority)] = [
            ("Normal", .normal), ("Important", .important), ("Urgent", .urgent),
        ]
        let buttons = choices.map {
            Alert.Button(title: $0.title, choice: .setPriority($0.priority, itemID: item.id))
        }
        return Alert(
            title: "Change priority",
            message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet,
            buttons: buttons + [Alert.Button(title: "Cancel", role: .cancel)])
    }

    static func removeAlert(for item: TodoListItem) -> Alert {
        Alert(
            title: "Remove item",
            message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            buttons: [
                Alert.Button(title: "Cancel", role: .cancel),
                Alert.Button(title: "Remove", role: .destructive, choice: .remove(itemID: item.id)),
            ])
    }
}
