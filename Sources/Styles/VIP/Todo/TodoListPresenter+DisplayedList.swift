import Models

// How the todo list looks: the counter, the empty label and each row's texts, colours and buttons.
extension TodoListPresenter {
    /// The list in display order. A row is formatted only when the table asks for it; the formatter
    /// keeps each date text it made, so a row shown again costs a lookup.
    nonisolated static func displayedList(of list: TodoList, dateFormatter: DisplayDateFormatter)
        -> ListTodos.DisplayedList
    {
        let items = list.sortedItems
        let remaining = list.remainingCount
        return ListTodos.DisplayedList(
            todos: items.indices.lazy.map { displayedTodo(items[$0], at: $0, dateFormatter: dateFormatter) },
            counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
            showsEmptyMessage: items.isEmpty)
    }

    nonisolated static func displayedTodo(_ item: TodoItem, at index: Int, dateFormatter: DisplayDateFormatter)
        -> ListTodos.DisplayedTodo
    {
        ListTodos.DisplayedTodo(
            id: item.id,
            indexText: String(index + 1),
            nameText: item.name,
            dateText: dateFormatter.string(from: item.createdAt),
            textColor: item.isDone ? .gray : .black,
            isStrikethrough: item.isDone,
            priorityColor: color(of: item.priority),
            swipeActions: item.isDone ? [.remove, .undone] : [.remove, .done, .priority])
    }

    private nonisolated static func color(of priority: Priority) -> DisplayColor {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}

// The swipe buttons: their titles and colours are the presenter's choice.
extension ListTodos.SwipeAction {
    static let remove = ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red)
    static let done = ListTodos.SwipeAction(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
    static let undone = ListTodos.SwipeAction(kind: .undone, title: "Undone", isDestructive: false, color: .orange)
    static let priority = ListTodos.SwipeAction(
        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)
}
