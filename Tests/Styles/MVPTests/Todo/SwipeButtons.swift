@testable import MVP

/// The swipe buttons of an open row and of a done row, written out for expectations.
enum SwipeButtons {
    static let open = [
        TodoSwipeActionDisplay(kind: .remove, title: "Remove", isDestructive: true, color: .red),
        TodoSwipeActionDisplay(kind: .done, title: "Done", isDestructive: false, color: .lightBlue),
        TodoSwipeActionDisplay(kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen),
    ]
    static let done = [
        TodoSwipeActionDisplay(kind: .remove, title: "Remove", isDestructive: true, color: .red),
        TodoSwipeActionDisplay(kind: .undone, title: "Undone", isDestructive: false, color: .orange),
    ]
}
