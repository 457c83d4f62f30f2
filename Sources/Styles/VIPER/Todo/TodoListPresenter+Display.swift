import Models

// How the todo list looks: every text and colour on the screen is decided here.
extension TodoListPresenter {
    static func display(of list: TodoListContent, dateFormatter: DisplayDateFormatter) -> TodoListDisplay {
        let remaining = list.remainingCount
        return TodoListDisplay(
            rows: list.items.enumerated().map { row(for: $1, at: $0, dateFormatter: dateFormatter) },
            counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
            showsEmptyMessage: list.items.isEmpty)
    }

    private static func row(
        for item: TodoListItem, at index: Int, dateFormatter: DisplayDateFormatter
    ) -> TodoRowDisplay {
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

    private static func color(of priority: TodoListPriority) -> DisplayColor {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}
