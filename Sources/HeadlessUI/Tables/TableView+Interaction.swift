import Foundation

// What a user does with rows. UIKit has no calls for these gestures: they are the hooks a test
// driver uses, and they go through the delegate exactly as the gestures do.
extension TableView {
    /// The buttons that swiping the row to the left reveals, outermost first.
    public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> [ContextualAction] {
        guard cellForRow(at: indexPath) != nil else { return [] }
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
    }

    /// Swipes the row and taps the revealed button titled `title`. False when there is none.
    @discardableResult
    public func performTrailingSwipeAction(titled title: String, forRowAt indexPath: IndexPath) -> Bool {
        guard let cell = cellForRow(at: indexPath),
            let action = trailingSwipeActions(forRowAt: indexPath).first(where: { $0.title == title })
        else { return false }
        action.perform(in: cell)
        return true
    }

    /// Taps the row.
    public func selectRow(at indexPath: IndexPath) {
        guard cellForRow(at: indexPath) != nil else { return }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
