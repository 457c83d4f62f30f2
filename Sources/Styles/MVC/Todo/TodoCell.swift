import HeadlessUI

/// One row of the Todo list. It copies what its controller decided onto its labels and marker, as
/// Recordings' FolderViewController fills its cells: no rule of the app lives here.
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

    func configure(
        indexText: String, nameText: String, dateText: String, textColor: Color, isStrikethrough: Bool,
        priorityColor: Color
    ) {
        indexLabel.text = indexText
        nameLabel.text = nameText
        dateLabel.text = dateText
        for label in [nameLabel, dateLabel] {
            label.textColor = textColor
            label.isStrikethrough = isStrikethrough
        }
        priorityMarker.backgroundColor = priorityColor
    }
}
