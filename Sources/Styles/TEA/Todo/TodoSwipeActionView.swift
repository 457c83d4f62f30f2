/// One button a swiped row reveals, as the view function describes it.
struct TodoSwipeActionView: Equatable {
    /// The message names the button, so the kind is the message's.
    typealias Kind = TodoListMessage.SwipeActionKind

    let kind: Kind
    let title: String
    let isDestructive: Bool
    let color: DisplayColor

    static let remove = TodoSwipeActionView(kind: .remove, title: "Remove", isDestructive: true, color: .red)
    static let done = TodoSwipeActionView(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
    static let undone = TodoSwipeActionView(kind: .undone, title: "Undone", isDestructive: false, color: .orange)
    static let priority = TodoSwipeActionView(
        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)
}
