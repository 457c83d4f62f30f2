import HeadlessUI

/// One todo row: its position, name, date and a coloured priority marker, copied from the row's
/// view model.
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

    func configure(with row: ListTodos.DisplayedTodo) {
        indexLabel.text = row.indexText
        nameLabel.text = row.nameText
        dateLabel.text = row.dateText
        for label in [nameLabel, dateLabel] {
            label.textColor = Color(row.textColor)
            label.isStrikethrough = row.isStrikethrough
        }
        priorityMarker.backgroundColor = Color(row.priorityColor)
    }
}
