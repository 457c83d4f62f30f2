/// Everything the todo screen shows about the list, formatted by the presenter.
struct TodoListDisplay: Equatable {
    /// Every row, in the order shown.
    let rows: [TodoRowDisplay]
    /// "1 item left", "3 items left".
    let counterText: String
    let showsEmptyMessage: Bool
}
