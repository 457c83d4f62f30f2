import Foundation
import HeadlessUI
import Models

extension TodoListViewController: TableViewDelegate {
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard items.indices.contains(indexPath.row) else { return nil }
        let item = items[indexPath.row]
        let remove = removeAction(for: item)
        if item.isDone {
            return SwipeActionsConfiguration(actions: [remove, doneAction(for: item, title: "Undone", color: .orange)])
        }
        let done = doneAction(for: item, title: "Done", color: .lightBlue)
        return SwipeActionsConfiguration(actions: [remove, done, priorityAction(for: item)])
    }

    // The handlers hold the item's id, not its row: by the time one runs the list may have re-sorted.

    private func removeAction(for item: TodoItem) -> ContextualAction {
        let action = ContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, completion in
            self?.presentRemoveConfirmation(for: item)
            completion(true)
        }
        action.backgroundColor = .red
        return action
    }

    private func doneAction(for item: TodoItem, title: String, color: Color) -> ContextualAction {
        let action = ContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            completion(save(list.togglingDone(id: item.id)))
        }
        action.backgroundColor = color
        return action
    }

    private func priorityAction(for item: TodoItem) -> ContextualAction {
        let action = ContextualAction(style: .normal, title: "Priority") { [weak self] _, _, completion in
            self?.presentPriorityChoice(for: item)
            completion(true)
        }
        action.backgroundColor = .lightGreen
        return action
    }
}
