import Foundation
import HeadlessUI

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.configure(with: rows[indexPath.row])
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// Turns the row's swipe actions into buttons; a tap reports the action and the row's item id.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let row = rows[indexPath.row]
        let actions = row.swipeActions.map { swipeAction in
            let action = ContextualAction(
                style: swipeAction.isDestructive ? .destructive : .normal, title: swipeAction.title
            ) {
                [weak self] _, _, completion in
                self?.viewModel.swipeActionChosen(swipeAction.kind, itemID: row.id)
                completion(true)
            }
            action.backgroundColor = Color(swipeAction.tint)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}
