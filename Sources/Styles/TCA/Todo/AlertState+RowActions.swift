import Models

extension AlertState where Action == TodoListAction {
    /// The sheet "Priority" shows: each choice sends the priority for the item, "Cancel" nothing more.
    static func priorityChoice(for item: TodoItem) -> AlertState {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let buttons = choices.map { title, priority in
            Button(title: title, choice: .priorityChosen(priority, itemID: item.id))
        }
        return AlertState(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)", style: .actionSheet,
            buttons: buttons + [Button(title: "Cancel", role: .cancel, choice: .alertDismissed)])
    }

    /// The confirmation "Remove" asks for.
    static func removal(of item: TodoItem) -> AlertState {
        AlertState(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            buttons: [
                Button(title: "Cancel", role: .cancel, choice: .alertDismissed),
                Button(title: "Remove", role: .destructive, choice: .removalConfirmed(itemID: item.id)),
            ])
    }
}
