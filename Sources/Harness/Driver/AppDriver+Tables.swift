import Foundation
import HeadlessUI

extension AppDriver {
    /// The rows of the table `identifier`, top to bottom.
    public func rows(in identifier: String) throws(DriverFailure) -> [RowSnapshot] {
        let table: TableView = try element(identifier)
        return table.visibleCells.map { cell in
            let identified = cell.allViews.filter { $0.accessibilityIdentifier != nil && $0.isVisibleInHierarchy }
            return RowSnapshot(
                elements: Dictionary(
                    identified.map { ($0.accessibilityIdentifier ?? "", ElementSnapshot($0)) },
                    uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The texts of element `element` in every row of table `identifier`, top to bottom.
    public func column(_ element: String, in identifier: String) throws(DriverFailure) -> [String] {
        try rows(in: identifier).map { $0.text(element) ?? "" }
    }

    /// The buttons that swiping row `row` reveals, outermost first.
    public func swipeActions(row: Int, in identifier: String) throws(DriverFailure) -> [SwipeActionSnapshot] {
        let table = try touchableTable(identifier, row: row)
        return table.trailingSwipeActions(forRowAt: IndexPath(row: row, section: 0)).map {
            SwipeActionSnapshot(
                title: $0.title ?? "", style: $0.style == .destructive ? "destructive" : "normal",
                color: $0.backgroundColor.name)
        }
    }

    /// Swipes row `row` and taps its button titled `title`.
    public func chooseSwipeAction(_ title: String, row: Int, in identifier: String) throws(DriverFailure) {
        let table = try touchableTable(identifier, row: row)
        guard table.performTrailingSwipeAction(titled: title, forRowAt: IndexPath(row: row, section: 0)) else {
            throw failure("row \(row) of \"\(identifier)\" has no swipe action \"\(title)\"")
        }
    }

    /// The updates table `identifier` was asked to make since it was created or last cleared.
    public func tableUpdates(_ identifier: String) throws(DriverFailure) -> [TableViewUpdate] {
        let table: TableView = try element(identifier)
        return table.updates
    }

    /// Forgets the recorded updates of table `identifier`, to look at what the next step does.
    public func clearTableUpdates(_ identifier: String) throws(DriverFailure) {
        let table: TableView = try element(identifier)
        table.clearUpdates()
    }

    private func touchableTable(_ identifier: String, row: Int) throws(DriverFailure) -> TableView {
        _ = try touchableContent()
        let table: TableView = try element(identifier)
        guard table.cellForRow(at: IndexPath(row: row, section: 0)) != nil else {
            throw failure("\"\(identifier)\" has no row \(row)")
        }
        return table
    }
}
