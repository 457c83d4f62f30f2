import Foundation
import HeadlessUI

/// The data source and delegate of the table a List becomes. After an update it tells the table
/// only what changed, matching rows by identity: rows that left are deleted, new ones inserted, a
/// row that re-sorted moved, and kept rows whose content is known to have changed reloaded. The
/// cells on screen are then shown again from their rows, so the table configures what changed and
/// what is visible, nothing else.
@MainActor
final class ListAdapter: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    weak var graph: ViewGraph?
    private var rows: any RowSource = ResolvedRows(rows: [])
    /// The row count the table is told while a deletion is under way, before the insertions.
    private var countDuringDeletion: Int?

    init() {
        table.register(HostedCell.self, forCellReuseIdentifier: HostedCell.reuseIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    func update(_ newRows: any RowSource, isNew: Bool) {
        guard !isNew else {
            rows = newRows
            return
        }
        // A table fills itself on first use; made to do so now, it shows the old rows the updates
        // below start from.
        _ = table.numberOfSections
        let changes = newRows.changes(since: rows)
        rows = newRows
        switch changes {
        case .same(let reloaded):
            reload(reloaded)
        case .edited(let removed, let inserted, let reloaded):
            if !removed.isEmpty {
                countDuringDeletion = table.numberOfRows(inSection: 0) - removed.count
                table.deleteRows(at: removed.map { IndexPath(row: $0, section: 0) }, with: .automatic)
                countDuringDeletion = nil
            }
            if !inserted.isEmpty {
                table.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }
            reload(reloaded)
        case .moved(let from, let to):
            // The moved row's cell goes with it; the cells on screen are shown again below.
            table.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
        case .reordered:
            // Every visible cell is configured from the new rows by the reload itself.
            table.reloadData()
            return
        }
        refreshVisibleCells()
    }

    private func reload(_ indices: [Int]) {
        guard !indices.isEmpty else { return }
        table.reloadRows(at: indices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    /// Shows the cells on screen from their rows as they are now: a row that looks the same may act
    /// differently (a button whose closure captured a changed value). Only a screenful of cells.
    private func refreshVisibleCells() {
        for indexPath in table.indexPathsForVisibleRows where indexPath.row < rows.count {
            (table.cellForRow(at: indexPath) as? HostedCell)?.show(rows.row(at: indexPath.row), graph: graph)
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        countDuringDeletion ?? rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: HostedCell.reuseIdentifier, for: indexPath)
        let cell = dequeued as? HostedCell ?? HostedCell(reuseIdentifier: HostedCell.reuseIdentifier)
        cell.show(rows.row(at: indexPath.row), graph: graph)
        return cell
    }

    /// A tap on a row taps the button in it, as a button in a SwiftUI list row fills the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.row < rows.count, let button = rows.row(at: indexPath.row).firstButton, !button.isDisabled
        else { return }
        graph?.transaction(button.action)
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard indexPath.row < rows.count else { return nil }
        let row = rows.row(at: indexPath.row)
        let buttons = row.swipeActions
        guard !buttons.isEmpty else { return nil }
        let actions = buttons.map { button in
            let action = ContextualAction(
                style: button.role == .destructive ? .destructive : .normal, title: button.title
            ) { [weak graph] _, _, completion in
                graph?.transaction(button.action)
                completion(true)
            }
            if let tint = button.tint { action.backgroundColor = tint.platformColor }
            return action
        }
        let configuration = SwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = row.allowsFullSwipe
        return configuration
    }
}
