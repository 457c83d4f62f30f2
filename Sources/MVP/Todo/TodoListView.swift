/// What the todo presenter tells its screen. The screen does what it is told and decides nothing;
/// its table asks the presenter for the rows (`TodoListPresenting.row(at:)`).
@MainActor
protocol TodoListView: AnyObject {
    /// The list changed: the table asks for its rows again, since a change can move any row.
    func reloadRows()
    func showCounter(_ text: String)
    func showEmptyMessage(_ isShown: Bool)
    func setAddButtonEnabled(_ isEnabled: Bool)
    func clearNameField()
    /// Shows `alert`; a tapped button's choice goes back with `TodoListPresenting.alertChoiceMade(_:)`.
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>)
}
