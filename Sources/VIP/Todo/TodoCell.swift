import HeadlessUI

/// One todo row: its position, name, date and a coloured priority marker, as the view model says.
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

    func configure(with item: TodoList.DisplayedItem) {
        indexLabel.text = item.indexText
        nameLabel.text = item.name
        dateLabel.text = item.dateText
        for label in [nameLabel, dateLabel] {
            label.textColor = Color(item.textColor)
            label.isStrikethrough = item.isStruckThrough
        }
        priorityMarker.backgroundColor = Color(item.priorityColor)
    }
}
