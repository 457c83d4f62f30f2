import HeadlessSwiftUI

/// One row of the Todo list: position, name, date and a marker of the priority's colour, each copied
/// from the row's view model.
struct TodoRowView: View {
    let row: TodoRowViewModel

    var body: some View {
        HStack {
            Text(row.indexText).accessibilityIdentifier("todo.row.index")
            Text(row.nameText)
                .foregroundStyle(Color(row.textColor))
                .strikethrough(row.isStrikethrough)
                .accessibilityIdentifier("todo.row.name")
            Text(row.dateText)
                .foregroundStyle(Color(row.textColor))
                .strikethrough(row.isStrikethrough)
                .accessibilityIdentifier("todo.row.date")
            Color(row.priorityColor).accessibilityIdentifier("todo.row.priority")
        }
    }
}
