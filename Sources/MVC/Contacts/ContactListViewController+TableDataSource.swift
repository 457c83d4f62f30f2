import Foundation
import HeadlessUI

extension ContactListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? ContactCell else { return dequeued }
        cell.configure(with: contacts[indexPath.row])
        return cell
    }
}
