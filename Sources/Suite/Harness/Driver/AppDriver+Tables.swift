import Foundation
import HeadlessUI

extension AppDriver {
    /// The rows of the table `identifier`, top to bottom: every row, as a user who scrolls through
    /// the table sees them, not only the ones on screen.
    public func rows(in identifier: String) throws(DriverFailure) -> [RowSnapshot] {
        try content().rows(in: identifier)
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
        if let open = table.rowShowingSwipeActions {
            throw failure(
                "row \(row) of \"\(identifier)\" cannot be swiped: row \(open.row) still shows its swipe buttons, because"
                    + " the action tapped there did not call its completion handler (UIKit requires the call)")
        }
        guard table.performTrailingSwipeAction(titled: title, forRowAt: IndexPath(row: row, section: 0)) else {
            throw failure("row \(row) of \"\(identifier)\" has no swipe action \"\(title)\"")
        }
        actionDone()
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

    /// The table with row `row` scrolled on screen, as a user scrolls to a row before swiping it.
    func touchableTable(_ identifier: String, row: Int) throws(DriverFailure) -> TableView {
        _ = try touchableContent()
        let table: TableView = try element(identifier)
        let indexPath = IndexPath(row: row, section: 0)
        if table.cellForRow(at: indexPath) == nil {
            table.scrollToRow(at: indexPath, at: .none, animated: false)
        }
        guard table.cellForRow(at: indexPath) != nil else {
            throw failure("\"\(identifier)\" has no row \(row)")
        }
        return table
    }
}
