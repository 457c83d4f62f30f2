import HeadlessUI
import Models

/// One row of the Todo list, configured from the item the state holds at its position.
final class TodoCell: TableViewCell {
    static let reuseIdentifier = "TodoCell"

    private let indexLabel = Label(identifier: "todo.row.index")
    private let nameLabel = Label(identifier: "todo.row.name")
    private let dateLabel = Label(identifier: "todo.row.date")
    private let priorityMarker = View()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        priorityMarker.accessibilityIdentifier = "todo.row.priority"
        for subview in [indexLabel, nameLabel, dateLabel, priorityMarker] {
            contentView.addSubview(subview)
        }
    }

    /// Shows `item` at `position` (counted from 0, shown from 1).
    func configure(with item: TodoItem, position: Int, dateFormatter: DisplayDateFormatter) {
        indexLabel.text = String(position + 1)
        nameLabel.text = item.name
        dateLabel.text = dateFormatter.string(from: item.createdAt)
        for label in [nameLabel, dateLabel] {
            label.textColor = item.isDone ? .gray : .black
            label.isStrikethrough = item.isDone
        }
        priorityMarker.backgroundColor = Self.color(for: item.priority)
    }

    private static func color(for priority: Priority) -> Color {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}
