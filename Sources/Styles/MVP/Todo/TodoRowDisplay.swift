/// One todo row as the presenter formats it: the cell copies these values and decides nothing.
struct TodoRowDisplay: Equatable {
    /// The item the row shows, which its swipe buttons name.
    let id: Int
    /// The position shown to the user, "1" for the first row.
    let indexText: String
    let nameText: String
    let dateText: String
    let textColor: DisplayColor
    let isStrikethrough: Bool
    let priorityColor: DisplayColor
    /// The buttons a trailing swipe reveals, outermost first.
    let swipeActions: [TodoSwipeActionDisplay]
}
