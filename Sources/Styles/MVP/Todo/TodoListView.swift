/// What the todo presenter tells its screen. The screen does what it is told and decides nothing;
/// its table asks the presenter for the rows (`TodoListPresenting.row(at:)`).
@MainActor
protocol TodoListView: AnyObject {
    /// The list changed: the table asks for its rows again, since a change can move any row.
    func reloadRows()
    func showCounter(_ text: String)
    func showEmptyMessage(_ isShown: Bool)
    func setAddButtonEnabled(_ isEnabled: Bool)
    /// Empties the name field. Setting the text reports no change, so the presenter resets its copy.
    func clearNameField()
    /// Shows `alert`; a tapped button's choice goes back with `TodoListPresenting.alertButtonTapped(_:)`.
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>)
}
