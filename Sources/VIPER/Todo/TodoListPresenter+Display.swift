import Models

// How the todo list looks: every text and colour on the screen is decided here.
extension TodoListPresenter {
    static func display(of list: TodoListContent) -> TodoListDisplay {
        let remaining = list.remainingCount
        return TodoListDisplay(
            rowCount: list.itemCount,
            counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
            showsEmptyMessage: list.itemCount == 0)
    }

    static func row(for item: TodoListItem, at index: Int, dateFormatter: DisplayDateFormatter) -> TodoRowDisplay {
        TodoRowDisplay(
            id: item.id,
            indexText: String(index + 1),
            name: item.name,
            dateText: dateFormatter.string(from: item.createdAt),
            textColor: item.isDone ? .gray : .black,
            isStruckThrough: item.isDone,
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
