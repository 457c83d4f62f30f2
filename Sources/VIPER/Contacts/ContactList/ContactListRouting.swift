/// What the contacts presenter asks of its router.
@MainActor
protocol ContactListRouting: AnyObject {
    /// Presents New Contact modally; its result goes to `delegate`.
    func presentAddContact(delegate: any AddContactModuleDelegate)
    func showAlert(
        _ alert: AlertDisplay<ContactListAlertChoice>, onChoice: @escaping @MainActor (ContactListAlertChoice) -> Void)
}
