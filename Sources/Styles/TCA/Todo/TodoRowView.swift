import HeadlessSwiftUI
import Models

/// One row of the Todo list: position, name, date and a marker of the priority's colour. A done
/// item's name and date are gray and struck through.
struct TodoRowView: View {
    let position: Int
    let item: TodoItem
    let dateText: String

    var body: some View {
        HStack {
            Text(String(position)).accessibilityIdentifier("todo.row.index")
            Text(item.name)
                .foregroundStyle(textColor)
                .strikethrough(item.isDone)
                .accessibilityIdentifier("todo.row.name")
            Text(dateText)
                .foregroundStyle(textColor)
                .strikethrough(item.isDone)
                .accessibilityIdentifier("todo.row.date")
            item.priority.color.accessibilityIdentifier("todo.row.priority")
        }
    }

    private var textColor: Color {
        item.isDone ? .gray : .black
    }
}
