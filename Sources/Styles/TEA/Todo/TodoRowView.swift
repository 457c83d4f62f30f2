/// One row of the Todo list, as the view function describes it: what its cell copies, and the
/// buttons a swipe reveals.
struct TodoRowView: Equatable {
    /// The item's id, which a swipe button's message carries.
    let id: Int
    let indexText: String
    let nameText: String
    let dateText: String
    let textColor: DisplayColor
    let isStrikethrough: Bool
    let priorityColor: DisplayColor
    let swipeActions: [TodoSwipeActionView]
}
