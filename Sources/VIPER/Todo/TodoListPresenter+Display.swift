import Models

extension TodoListPresenter {
    func display(of list: TodoList) -> TodoListDisplay {
        let remaining = list.remainingCount
        return TodoListDisplay(
            rows: items.enumerated().map { row(for: $1, at: $0) },
            counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
            showsEmptyMessage: items.isEmpty)
    }

    private func row(for item: TodoItem, at index: Int) -> TodoRowDisplay {
        TodoRowDisplay(
            indexText: String(index + 1),
            name: item.name,
            dateText: dateFormatter.string(from: item.createdAt),
            textColor: item.isDone ? .gray : .black,
            isStruckThrough: item.isDone,
            priorityColor: Self.color(of: item.priority),
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
