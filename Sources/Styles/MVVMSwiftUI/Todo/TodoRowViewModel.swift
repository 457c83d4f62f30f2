import Models

/// One row of the todo list, ready to show: every text formatted, every colour chosen, and the
/// swipe actions the row offers. The row view copies these values; it decides nothing.
struct TodoRowViewModel: Equatable, Identifiable {
    let id: Int
    let indexText: String
    let nameText: String
    let dateText: String
    let textColor: DisplayColor
    let isStrikethrough: Bool
    let priorityColor: DisplayColor
    let swipeActions: [SwipeAction]

    init(item: TodoItem, position: Int, dateFormatter: DisplayDateFormatter) {
        id = item.id
        indexText = String(position + 1)
        nameText = item.name
        dateText = dateFormatter.string(from: item.createdAt)
        textColor = item.isDone ? .gray : .black
        isStrikethrough = item.isDone
        priorityColor = Self.color(for: item.priority)
        swipeActions = item.isDone ? [.remove, .undone] : [.remove, .done, .priority]
    }

    private static func color(for priority: Priority) -> DisplayColor {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}
