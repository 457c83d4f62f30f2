import Models

extension AlertState where Action == TodoListMessage {
    /// The sheet "Priority" shows: each choice sends the priority for the item, "Cancel" nothing.
    static func priorityChoice(for item: TodoItem) -> AlertState {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let buttons = choices.map { title, priority in Button(title, action: .priorityChosen(priority, itemID: item.id))
        }
        return AlertState(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)", style: .actionSheet,
            buttons: buttons + [Button("Cancel", role: .cancel, action: .alertDismissed)])
    }

    /// The confirmation "Remove" asks for.
    static func removal(of item: TodoItem) -> AlertState {
        AlertState(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            buttons: [
                Button("Cancel", role: .cancel, action: .alertDismissed),
                Button("Remove", role: .destructive, action: .removalConfirmed(itemID: item.id)),
            ])
    }
}
