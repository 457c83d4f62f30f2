import Foundation
import HeadlessUI

/// Records the rows selected and the swipe actions performed; every row offers the trailing
/// actions named in `swipeActionTitles`. Each action calls its completion with `completionAnswer`
/// at once, or, when that is nil, keeps the completion in `heldCompletions` for the test to call.
@MainActor
final class TableDelegateSpy: TableViewDelegate {
    var swipeActionTitles = ["Remove", "Done"]
    var completionAnswer: Bool? = true
    private(set) var heldCompletions: [@MainActor (Bool) -> Void] = []
    private(set) var selectedRows: [IndexPath] = []
    private(set) var swipeRequests: [IndexPath] = []
    /// The title of each performed action and the row of the cell it was performed in.
    private(set) var performedActions: [(title: String, row: IndexPath?)] = []

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath)
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        swipeRequests.append(indexPath)
        let actions = swipeActionTitles.map { title in
            ContextualAction(style: title == "Remove" ? .destructive : .normal, title: title) {
                [weak self, weak tableView] action, sourceView, completion in
                let row = (sourceView as? TableViewCell).flatMap { tableView?.indexPath(for: $0) }
                self?.performedActions.append((action.title ?? "", row))
                if let answer = self?.completionAnswer {
                    completion(answer)
                } else {
                    self?.heldCompletions.append(completion)
                }
            }
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}
