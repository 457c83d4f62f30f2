import Foundation
import HeadlessUI
import Models

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? TodoCell else { return dequeued }
        cell.configure(with: items[indexPath.row], index: indexPath.row, dateFormatter: dateFormatter)
        return cell
    }
}
