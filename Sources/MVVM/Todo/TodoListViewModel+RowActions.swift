import Models

extension TodoListViewModel {
    /// A swipe button was tapped on the row of item `itemID`. The row is named by id, not by
    /// position, so a list that re-sorted in between still changes the right item.
    func swipeActionChosen(_ kind: TodoRowViewModel.SwipeAction.Kind, itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        switch kind {
        case .done, .undone:
            save(list.togglingDone(id: itemID))
        case .priority:
            alert.show(priorityAlert(for: item))
        case .remove:
            alert.show(removalAlert(for: item))
        }
    }

    func priorityChosen(_ priority: Priority, itemID: Int) {
        save(list.settingPriority(priority, id: itemID))
    }

    func removalConfirmed(itemID: Int) {
        save(list.removing(id: itemID))
    }

    private func priorityAlert(for item: TodoItem) -> AlertViewModel {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let actions = choices.map { title, priority in
            AlertViewModel.Action(title: title) { [weak self] in self?.priorityChosen(priority, itemID: item.id) }
        }
        return AlertViewModel(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet, actions: actions + [AlertViewModel.Action(title: "Cancel", style: .cancel)])
    }

    private func removalAlert(for item: TodoItem) -> AlertViewModel {
        AlertViewModel(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            actions: [
                AlertViewModel.Action(title: "Cancel", style: .cancel),
                AlertViewModel.Action(title: "Remove", style: .destructive) { [weak self] in
                    self?.removalConfirmed(itemID: item.id)
                },
            ])
    }
}
