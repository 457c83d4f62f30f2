/// What the contacts presenter can ask of its screen.
@MainActor
protocol ContactListView: AnyObject {
    /// Shows the whole list again.
    func display(_ list: ContactListDisplay)
    /// Shows `list`, which is the list on screen with one more row at `row`, by inserting that row.
    func display(_ list: ContactListDisplay, insertingRowAt row: Int)
    /// While importing, the Import button is disabled and the activity indicator spins.
    func displayImporting(_ isImporting: Bool)
    /// Shows `alert`; a tapped button's choice comes back as `alertButtonTapped(_:)`.
    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>)
}
