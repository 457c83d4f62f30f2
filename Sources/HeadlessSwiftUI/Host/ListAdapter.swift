import Foundation
import HeadlessUI

/// The data source and delegate of the table a List becomes. After an update it tells the table
/// only what changed, matching rows by identity: rows that left are deleted, new ones inserted, and
/// rows whose content changed reloaded; the table then configures those of them that are on screen.
@MainActor
final class ListAdapter: TableViewDataSource, TableViewDelegate {
    let table = TableView()
    weak var graph: ViewGraph?
    private var rows: [Element] = []

    init() {
        table.register(HostedCell.self, forCellReuseIdentifier: HostedCell.reuseIdentifier)
        table.dataSource = self
        table.delegate = self
    }

    func update(_ newRows: [Element], isNew: Bool) {
        let oldRows = rows
        defer { rows = newRows }
        guard !isNew else { return }
        // A table fills itself on first use; made to do so now, it shows the old rows the updates
        // below start from.
        _ = table.numberOfSections
        let oldIDs = rows.map(\.path)
        let newIDs = newRows.map(\.path)
        let oldSet = Set(oldIDs)
        let newSet = Set(newIDs)
        guard oldSet.count == oldIDs.count, newSet.count == newIDs.count else {
            // Repeated ids give rows no identity to match by: everything is configured again.
            rows = newRows
            table.reloadData()
            return
        }
        let keptOld = oldIDs.filter(newSet.contains)
        let keptNew = newIDs.filter(oldSet.contains)
        guard keptOld == keptNew else {
            rows = newRows
            table.reloadData()
            return
        }
        let oldRowByID = Dictionary(uniqueKeysWithValues: zip(oldIDs, oldRows))
        let removed = oldIDs.indices.filter { !newSet.contains(oldIDs[$0]) }
        if !removed.isEmpty {
            rows = rows.filter { newSet.contains($0.path) }
            table.deleteRows(at: removed.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
        let inserted = newIDs.indices.filter { !oldSet.contains(newIDs[$0]) }
        rows = newRows
        if !inserted.isEmpty {
            table.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
        let changed = newIDs.indices.filter { index in
            oldRowByID[newIDs[index]].map { !$0.showsSame(as: newRows[index]) } ?? false
        }
        if !changed.isEmpty {
            table.reloadRows(at: changed.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
        refreshVisibleCells()
    }

    /// Gives the cells on screen their rows' newest actions: a row that looks the same may act
    /// differently (a button whose closure captured a changed value). Only a screenful of cells.
    private func refreshVisibleCells() {
        for indexPath in table.indexPathsForVisibleRows where rows.indices.contains(indexPath.row) {
            (table.cellForRow(at: indexPath) as? HostedCell)?.show(rows[indexPath.row], graph: graph)
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: HostedCell.reuseIdentifier, for: indexPath)
        let cell = dequeued as? HostedCell ?? HostedCell(reuseIdentifier: HostedCell.reuseIdentifier)
        cell.show(rows[indexPath.row], graph: graph)
        return cell
    }

    /// A tap on a row taps the button in it, as a button in a SwiftUI list row fills the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row), let button = rows[indexPath.row].firstButton,
            !button.isDisabled
        else { return }
        graph?.transaction(button.action)
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row), !rows[indexPath.row].swipeActions.isEmpty else { return nil }
        let row = rows[indexPath.row]
        let actions = row.swipeActions.map { button in
            let action = ContextualAction(
                style: button.role == .destructive ? .destructive : .normal, title: button.title
            ) {
                [weak graph] _, _, completion in
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
