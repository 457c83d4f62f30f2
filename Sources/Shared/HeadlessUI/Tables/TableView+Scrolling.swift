import Foundation

extension TableView {
    /// How many rows fit on screen, counting one that shows only in part.
    public var visibleRowCapacity: Int {
        guard rowHeight > 0 else { return 1 }
        return max(1, Int((height / rowHeight).rounded(.up)))
    }

    /// Scrolls so that the row is on screen at `position`; a row that does not exist is ignored, as
    /// UIKit would throw.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let row = flatPosition(of: indexPath) else { return }
        let capacity = visibleRowCapacity
        switch position {
        case .top: firstVisibleRow = row
        case .middle: firstVisibleRow = row - capacity / 2
        case .bottom: firstVisibleRow = row - capacity + 1
        case .none:
            if row < firstVisibleRow {
                firstVisibleRow = row
            } else if row >= firstVisibleRow + capacity {
                firstVisibleRow = row - capacity + 1
            }
        }
        layOutRows(keeping: Dictionary(uniqueKeysWithValues: onScreen.map { ($0.indexPath, $0.cell) }))
    }

    /// Reads every row, top to bottom, scrolling each one on screen as a user would, then scrolls
    /// back to where the table was. Rows already on screen are read as they are shown.
    public func readEveryRow<Row>(_ read: (IndexPath, TableViewCell) -> Row) -> [Row] {
        loadIfNeeded()
        let start = firstVisibleRow
        var rows: [Row] = []
        for (section, count) in rowCounts.enumerated() {
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                if cellForRow(at: indexPath) == nil {
                    scrollToRow(at: indexPath, at: .none, animated: false)
                }
                if let cell = cellForRow(at: indexPath) { rows.append(read(indexPath, cell)) }
            }
        }
        if firstVisibleRow != start {
            firstVisibleRow = start
            layOutRows(keeping: Dictionary(uniqueKeysWithValues: onScreen.map { ($0.indexPath, $0.cell) }))
        }
        return rows
    }

    // MARK: Layout

    /// Shows the rows of the window at `firstVisibleRow`: a cell in `kept` stays with its row, a
    /// row without one gets a cell from the data source, and every other cell goes to the pool.
    func layOutRows(keeping kept: [IndexPath: TableViewCell]) {
        let total = rowCounts.reduce(0, +)
        firstVisibleRow = min(max(0, firstVisibleRow), max(0, total - visibleRowCapacity))
        let window = (firstVisibleRow..<min(total, firstVisibleRow + visibleRowCapacity)).compactMap(indexPath(atFlat:))
        let shown = Set(window)
        for (indexPath, cell) in kept where !shown.contains(indexPath) {
            enqueue(cell)
        }
        onScreen = window.map { indexPath in (indexPath, kept[indexPath] ?? cellFromDataSource(indexPath)) }
        setSubviews(subviews.filter { !($0 is TableViewCell) } + onScreen.map { $0.cell as View })
    }

    func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    func cellFromDataSource(_ indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    private func flatPosition(of indexPath: IndexPath) -> Int? {
        guard rowCounts.indices.contains(indexPath.section), (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { return nil }
        return rowCounts[..<indexPath.section].reduce(0, +) + indexPath.row
    }

    private func indexPath(atFlat position: Int) -> IndexPath? {
        var remaining = position
        for (section, count) in rowCounts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
