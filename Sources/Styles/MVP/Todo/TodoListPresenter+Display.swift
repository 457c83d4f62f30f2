import Models

// How the todo list looks: every text and colour of the screen is decided here, one row at a time,
// when the table asks for it.
extension TodoListPresenter {
    static func counterText(remaining: Int) -> String {
        remaining == 1 ? "1 item left" : "\(remaining) items left"
    }

    static func row(for item: TodoItem, at index: Int, dateFormatter: DisplayDateFormatter) -> TodoRowDisplay {
        TodoRowDisplay(
            id: item.id,
            indexText: String(index + 1),
            nameText: item.name,
            dateText: dateFormatter.string(from: item.createdAt),
            textColor: item.isDone ? .gray : .black,
            isStrikethrough: item.isDone,
            priorityColor: color(of: item.priority),
            swipeActions: item.isDone ? [.remove, .undone] : [.remove, .done, .priority])
    }

    private static func color(of priority: Priority) -> DisplayColor {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}
