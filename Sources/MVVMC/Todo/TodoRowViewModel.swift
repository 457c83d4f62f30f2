import Models

/// One row of the todo list, ready to show: every text formatted, every colour chosen, and the
/// swipe actions the row offers. The cell copies these values; it decides nothing.
struct TodoRowViewModel: Equatable {
    /// The colours a todo row uses, by name. The view maps each to the platform's colour, so the
    /// choice of colour stays here, where a test can check it without a view.
    enum Tint: Equatable, Sendable {
        case black
        case gray
        case red
        case orange
        case lightGreen
        case lightBlue
    }

    let id: Int
    let indexText: String
    let nameText: String
    let dateText: String
    let textTint: Tint
    let isStrikethrough: Bool
    let priorityTint: Tint
    let swipeActions: [SwipeAction]

    init(item: TodoItem, position: Int, dateFormatter: DisplayDateFormatter) {
        id = item.id
        indexText = String(position + 1)
        nameText = item.name
        dateText = dateFormatter.string(from: item.createdAt)
        textTint = item.isDone ? .gray : .black
        isStrikethrough = item.isDone
        priorityTint = Self.tint(for: item.priority)
        swipeActions = item.isDone ? [.remove, .undone] : [.remove, .done, .priority]
    }

    private static func tint(for priority: Priority) -> Tint {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}
