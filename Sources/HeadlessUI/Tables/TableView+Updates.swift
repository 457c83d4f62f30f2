import Foundation

extension TableView {
    /// Drops every cell into the reuse pool and asks the data source for all rows again.
    public func reloadData() {
        updates.append(.reloadData)
        hasLoaded = true
        for cell in rows.flatMap({ $0 }) { enqueue(cell) }
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        rows = (0..<sectionCount).map { section in
            (0..<rowCountFromDataSource(section)).map { cellFromDataSource(IndexPath(row: $0, section: section)) }
        }
        syncSubviews()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.insertRows(indexPaths))
        for indexPath in indexPaths.sorted(by: <) {
            guard rows.indices.contains(indexPath.section), indexPath.row <= rows[indexPath.section].count else {
                inconsistencies.append("insertRows: no place for row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            // Asking the data source for a row it does not have would crash it; UIKit stops first.
            guard hasRowInDataSource(indexPath) else {
                inconsistencies.append(missingInDataSource("insertRows", indexPath))
                continue
            }
            rows[indexPath.section].insert(cellFromDataSource(indexPath), at: indexPath.row)
        }
        checkCounts(after: "insertRows")
        syncSubviews()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.deleteRows(indexPaths))
        for indexPath in indexPaths.sorted(by: >) {
            guard let cell = cellForRow(at: indexPath) else {
                inconsistencies.append("deleteRows: no row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            rows[indexPath.section].remove(at: indexPath.row)
            enqueue(cell)
        }
        checkCounts(after: "deleteRows")
        syncSubviews()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        updates.append(.reloadRows(indexPaths))
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath) else {
                inconsistencies.append("reloadRows: no row \(indexPath.row) in section \(indexPath.section)")
                continue
            }
            guard hasRowInDataSource(indexPath) else {
                inconsistencies.append(missingInDataSource("reloadRows", indexPath))
                continue
            }
            enqueue(cell)
            rows[indexPath.section][indexPath.row] = cellFromDataSource(indexPath)
        }
        syncSubviews()
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

    private func hasRowInDataSource(_ indexPath: IndexPath) -> Bool {
        indexPath.row < rowCountFromDataSource(indexPath.section)
    }

    private func missingInDataSource(_ operation: String, _ indexPath: IndexPath) -> String {
        "\(operation): the data source has no row \(indexPath.row) in section \(indexPath.section)"
    }

    private func rowCountFromDataSource(_ section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    private func cellFromDataSource(_ indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    private func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// UIKit checks that the rows after an update are the rows before plus the inserted ones minus
    /// the deleted ones; a mismatch there is an exception, here a recorded inconsistency.
    private func checkCounts(after operation: String) {
        for section in rows.indices where rows[section].count != rowCountFromDataSource(section) {
            inconsistencies.append(
                "\(operation): section \(section) shows \(rows[section].count) rows"
                    + " but the data source has \(rowCountFromDataSource(section))"
            )
        }
    }

    private func syncSubviews() {
        for cell in subviews.compactMap({ $0 as? TableViewCell }) { cell.removeFromSuperview() }
        for cell in rows.flatMap({ $0 }) { addSubview(cell) }
    }
}
