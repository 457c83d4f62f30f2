/// The actions a swipe reveals, first one outermost, like UISwipeActionsConfiguration.
@MainActor
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
