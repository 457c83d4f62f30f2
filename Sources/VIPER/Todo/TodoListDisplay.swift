/// Everything the todo screen shows about the list, formatted by the presenter. The rows themselves
/// are formatted one by one, as the table asks for them (`TodoListPresenting.row(at:)`).
struct TodoListDisplay: Equatable {
    let rowCount: Int
    /// "1 item left", "3 items left".
    let counterText: String
    let showsEmptyMessage: Bool
}
