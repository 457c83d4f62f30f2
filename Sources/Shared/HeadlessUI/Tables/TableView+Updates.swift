import Foundation

extension TableView {
    /// Drops every cell into the reuse pool, asks the data source for its row counts again, and
    /// configures the rows on screen.
    public func reloadData() {
        updates.append(.reloadData)
        hasLoaded = true
        for (_, cell) in onScreen { enqueue(cell) }
        onScreen = []
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        rowCounts = (0..<sectionCount).map(rowCountFromDataSource)
        layOutRows(keeping: [:])
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.insertRows(indexPaths))
        var kept = cellsOnScreen
        for indexPath in indexPaths.sorted(by: <) {
            guard rowCounts.indices.contains(indexPath.section), indexPath.row <= rowCounts[indexPath.section] else {
                inconsistencies.append("insertRows: no place for row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            // Asking the data source for a row it does not have would crash it; UIKit stops first.
            guard hasRowInDataSource(indexPath) else {
                inconsistencies.append(missingInDataSource("insertRows", indexPath))
                continue
            }
            rowCounts[indexPath.section] += 1
            kept = Self.shifting(kept, section: indexPath.section, from: indexPath.row, by: 1)
        }
        checkCounts(after: "insertRows")
        layOutRows(keeping: kept)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.deleteRows(indexPaths))
        var kept = cellsOnScreen
        for indexPath in indexPaths.sorted(by: >) {
            guard hasRow(indexPath) else {
                inconsistencies.append("deleteRows: no row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            rowCounts[indexPath.section] -= 1
            if let cell = kept.removeValue(forKey: indexPath) { enqueue(cell) }
            kept = Self.shifting(kept, section: indexPath.section, from: indexPath.row + 1, by: -1)
        }
        checkCounts(after: "deleteRows")
        layOutRows(keeping: kept)
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.reloadRows(indexPaths))
        var kept = cellsOnScreen
        for indexPath in indexPaths {
            guard hasRow(indexPath) else {
                inconsistencies.append("reloadRows: no row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            guard hasRowInDataSource(indexPath) else {
                inconsistencies.append(missingInDataSource("reloadRows", indexPath))
                continue
            }
            // A row off screen has no cell to reload: it is configured when it is scrolled to.
            if let cell = kept.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        layOutRows(keeping: kept)
    }

    /// Moves a row to another place, the rows between closing up behind it and making room for it.
    /// Its cell moves with it and keeps what it shows: a row whose content changed too is reloaded
    /// apart, as in UIKit.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        loadIfNeeded()
        updates.append(.moveRow(from: indexPath, to: newIndexPath))
        guard hasRow(indexPath) else {
            inconsistencies.append("moveRow: no row \(indexPath.row) in section \(indexPath.section)")
            return
        }
        rowCounts[indexPath.section] -= 1
        guard rowCounts.indices.contains(newIndexPath.section), newIndexPath.row <= rowCounts[newIndexPath.section]
        else {
            rowCounts[indexPath.section] += 1
            inconsistencies.append(
                "moveRow: no place for row \(newIndexPath.row) in section \(newIndexPath.section)")
            return
        }
        rowCounts[newIndexPath.section] += 1
        var kept = cellsOnScreen
        let moved = kept.removeValue(forKey: indexPath)
        kept = Self.shifting(kept, section: indexPath.section, from: indexPath.row + 1, by: -1)
        kept = Self.shifting(kept, section: newIndexPath.section, from: newIndexPath.row, by: 1)
        kept[newIndexPath] = moved
        checkCounts(after: "moveRow")
        layOutRows(keeping: kept)
    }

    /// Forgets the recorded updates, so a test can look at what one step did.
    public func clearUpdates() {
        updates.removeAll()
    }

    func loadIfNeeded() {
        guard !hasLoaded else { return }
        reloadData()
        updates.removeLast()
    }

    private var cellsOnScreen: [IndexPath: TableViewCell] {
        Dictionary(uniqueKeysWithValues: onScreen.map { ($0.indexPath, $0.cell) })
    }

    /// The cells of `section` at `row` and below move by `offset` rows.
    private static func shifting(
        _ cells: [IndexPath: TableViewCell], section: Int, from row: Int, by offset: Int
    ) -> [IndexPath: TableViewCell] {
        Dictionary(
            uniqueKeysWithValues: cells.map { indexPath, cell in
                guard indexPath.section == section, indexPath.row >= row else { return (indexPath, cell) }
                return (IndexPath(row: indexPath.row + offset, section: section), cell)
            })
    }

    private func hasRow(_ indexPath: IndexPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    private func hasRowInDataSource(_ indexPath: IndexPath) -> Bool {
        indexPath.row < rowCountFromDataSource(indexPath.section)
    }

    private func missingInDataSource(_ operation: String, _ indexPath: IndexPath) -> String {
        "\(operation): the data source has no row \(indexPath.row) in section \(indexPath.section)"
    }

    private func rowCountFromDataSource(_ section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// UIKit checks that the rows after an update are the rows before plus the inserted ones minus
    /// the deleted ones; a mismatch there is an exception, here a recorded inconsistency.
    private func checkCounts(after operation: String) {
        for section in rowCounts.indices where rowCounts[section] != rowCountFromDataSource(section) {
            inconsistencies.append(
                "\(operation): section \(section) shows \(rowCounts[section]) rows"
                    + " but the data source has \(rowCountFromDataSource(section))"
            )
        }
    }
}
