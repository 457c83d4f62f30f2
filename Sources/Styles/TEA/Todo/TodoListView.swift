import Models

/// What the Todo screen shows, as one value: Recordings-TEA's virtual view, made by the view function
/// `of(_:dateFormatter:)` from the state alone. The view controller applies it and decides nothing,
/// so a test of what the screen shows compares one value with a literal.
struct TodoListView: Equatable {
    let nameText: String
    let addButtonIsEnabled: Bool
    let counterText: String
    let emptyLabelIsHidden: Bool
    let rows: [TodoRowView]
    let alert: AlertState<TodoListMessage>?
}

extension TodoListView {
    /// The view function: the Todo screen for `state`. Every row shows its position, counted from 1.
    static func of(_ state: TodoListState, dateFormatter: DisplayDateFormatter) -> TodoListView {
        let remaining = state.list.remainingCount
        return TodoListView(
            nameText: state.name,
            addButtonIsEnabled: TodoName.canSubmit(state.name),
            counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
            emptyLabelIsHidden: !state.list.items.isEmpty,
            rows: state.list.sortedItems.enumerated().map { position, item in
                row(for: item, at: position, dateFormatter: dateFormatter)
            },
            alert: state.alert)
    }

    private static func row(for item: TodoItem, at position: Int, dateFormatter: DisplayDateFormatter) -> TodoRowView {
        TodoRowView(
            id: item.id,
            indexText: String(position + 1),
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
