/// What the contacts presenter asks of its router: the way to the New Contact module.
@MainActor
protocol ContactListRouting: AnyObject {
    /// Presents New Contact modally; its result goes to `delegate`.
    func presentAddContact(delegate: any AddContactModuleDelegate)
}
