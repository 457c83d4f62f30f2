import Models

/// One row of the todo list, ready to show: every text formatted, every colour chosen, and the
/// swipe actions the row offers. The row view copies these values; it decides nothing. Each value is
/// made when it is read: a List reads every row's id after each change, and only the rows on screen
/// for the rest.
struct TodoRowViewModel: Equatable, Identifiable {
    private let item: TodoItem
    private let position: Int
    private let dateFormatter: DisplayDateFormatter

    init(item: TodoItem, position: Int, dateFormatter: DisplayDateFormatter) {
        self.item = item
        self.position = position
        self.dateFormatter = dateFormatter
    }

    var id: Int { item.id }
    var indexText: String { String(position + 1) }
    var nameText: String { item.name }
    var dateText: String { dateFormatter.string(from: item.createdAt) }
    var textColor: DisplayColor { item.isDone ? .gray : .black }
    var isStrikethrough: Bool { item.isDone }

    var priorityColor: DisplayColor {
        switch item.priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }

    var swipeActions: [SwipeAction] {
        item.isDone ? [.remove, .undone] : [.remove, .done, .priority]
    }

    /// Two rows show the same when they show the same item at the same place.
    static func == (lhs: TodoRowViewModel, rhs: TodoRowViewModel) -> Bool {
        lhs.item == rhs.item && lhs.position == rhs.position
    }
}
