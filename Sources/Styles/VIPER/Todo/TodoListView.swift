/// What the todo presenter can ask of its screen. The screen shows what it is given and nothing else.
@MainActor
protocol TodoListView: AnyObject {
    /// Shows the whole list again; every change to the list ends here, so the list re-sorts.
    func display(_ list: TodoListDisplay)
    func displayAddButton(isEnabled: Bool)
    func clearNameField()
    /// Shows `alert`; a tapped button's choice comes back as `alertButtonTapped(_:)`.
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>)
}
