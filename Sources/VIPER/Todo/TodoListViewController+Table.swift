import Foundation
import HeadlessUI

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.show(rows[indexPath.row])
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let row = indexPath.row
        let actions = rows[row].swipeActions.map { display in
            let action = ContextualAction(style: display.isDestructive ? .destructive : .normal, title: display.title) {
                [weak self] _, _, completion in
                self?.presenter.swipeActionTapped(display.kind, onRow: row)
                completion(true)
            }
            action.backgroundColor = Color(display.color)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}
