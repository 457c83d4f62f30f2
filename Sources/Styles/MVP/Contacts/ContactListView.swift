/// What the contacts presenter tells its screen. Its table asks the presenter for the rows
/// (`ContactListPresenting.row(at:)`).
@MainActor
protocol ContactListView: AnyObject {
    /// The whole list may have changed: the table asks for its rows again.
    func reloadRows()
    /// One contact joined the list at `row`: the table inserts that row rather than reloading.
    func insertRow(at row: Int)
    func showEmptyMessage(_ isShown: Bool)
    func setImportButtonEnabled(_ isEnabled: Bool)
    func showLoadingIndicator(_ isShown: Bool)
    /// Shows `alert`; a tapped button's choice goes back with `ContactListPresenting.alertButtonTapped(_:)`.
    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>)
    /// Opens New Contact, modally, in its own navigation stack.
    func showNewContact()
}
