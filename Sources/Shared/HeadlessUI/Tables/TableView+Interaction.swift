import Foundation

// What a user does with rows. UIKit has no calls for these gestures: they are the hooks a test
// driver uses, and they go through the delegate exactly as the gestures do.
extension TableView {
    /// The buttons that swiping the row to the left reveals, outermost first.
    public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> [ContextualAction] {
        guard cellForRow(at: indexPath) != nil else { return [] }
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
    }

    /// Swipes the row and taps the revealed button titled `title`. False when there is none, or when
    /// a row still shows its swipe buttons (`rowShowingSwipeActions`).
    ///
    /// The buttons go away when the action's handler calls its completion, with true (the action was
    /// done) or false (it was not): UIKit closes the row either way. A handler that never calls it
    /// leaves the row open, and the table takes no other swipe until it does.
    @discardableResult
    public func performTrailingSwipeAction(titled title: String, forRowAt indexPath: IndexPath) -> Bool {
        guard rowShowingSwipeActions == nil, let cell = cellForRow(at: indexPath),
            let action = trailingSwipeActions(forRowAt: indexPath).first(where: { $0.title == title })
        else { return false }
        swipeCount += 1
        let swipe = swipeCount
        rowShowingSwipeActions = indexPath
        action.perform(in: cell) { [weak self] _ in
            guard let self, swipeCount == swipe else { return }
            rowShowingSwipeActions = nil
        }
        return true
    }

    /// Taps the row.
    public func selectRow(at indexPath: IndexPath) {
        guard cellForRow(at: indexPath) != nil else { return }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
