import HeadlessUI

/// One todo row: its position, name, date and a coloured priority marker.
@MainActor
final class TodoCell: TableViewCell {
    static let reuseIdentifier = "TodoCell"

    let indexLabel = Label(identifier: "todo.row.index")
    let nameLabel = Label(identifier: "todo.row.name")
    let dateLabel = Label(identifier: "todo.row.date")
    let priorityMarker = View()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        priorityMarker.accessibilityIdentifier = "todo.row.priority"
        for element in [indexLabel, nameLabel, dateLabel, priorityMarker] {
            contentView.addSubview(element)
        }
    }

    func show(_ row: TodoRowDisplay) {
        indexLabel.text = row.indexText
        for label in [nameLabel, dateLabel] {
            label.textColor = Color(row.textColor)
            label.isStrikethrough = row.isStruckThrough
        }
        nameLabel.text = row.name
        dateLabel.text = row.dateText
        priorityMarker.backgroundColor = Color(row.priorityColor)
    }
}
