import Foundation
import HeadlessUI

extension ContactListViewController: ContactListView {
    func display(_ list: ContactListDisplay) {
        show(list)
        tableView.reloadData()
    }

    func display(_ list: ContactListDisplay, insertingRowAt row: Int) {
        show(list)
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    func displayImporting(_ isImporting: Bool) {
        navigationItem.leftBarButtonItem?.isEnabled = !isImporting
        if isImporting {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    private func show(_ list: ContactListDisplay) {
        rows = list.rows
        emptyLabel.isHidden = !list.showsEmptyMessage
    }
}
