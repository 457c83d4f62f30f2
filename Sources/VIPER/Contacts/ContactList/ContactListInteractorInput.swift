/// The contacts use cases the presenter can start. Answers come back through
/// `ContactListInteractorOutput`.
@MainActor
protocol ContactListInteractorInput: AnyObject {
    func loadContacts()
    /// Asks the directory for its employees; does nothing while a request is pending.
    func importContacts()
}
