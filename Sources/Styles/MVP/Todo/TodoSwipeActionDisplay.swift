/// A button revealed by swiping a todo row: what tapping it asks for, and how it looks.
struct TodoSwipeActionDisplay: Equatable {
    enum Kind: Equatable {
        case remove
        case done
        case undone
        case priority
    }

    let kind: Kind
    let title: String
    let isDestructive: Bool
    let color: DisplayColor
}

// The four buttons a row can offer; their titles and colours are the presenter's choice.
extension TodoSwipeActionDisplay {
    static let remove = TodoSwipeActionDisplay(kind: .remove, title: "Remove", isDestructive: true, color: .red)
    static let done = TodoSwipeActionDisplay(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
    static let undone = TodoSwipeActionDisplay(kind: .undone, title: "Undone", isDestructive: false, color: .orange)
    static let priority = TodoSwipeActionDisplay(
        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)
}
