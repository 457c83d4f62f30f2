/// The contacts use cases, as the view controller starts them. Every answer goes to the presenter.
@MainActor
protocol ContactListBusinessLogic: AnyObject {
    func loadContacts(request: ContactList.LoadContacts.Request)
    /// Reports a load failure once; does nothing when there is none to report.
    func showLoadFailure(request: ContactList.ShowLoadFailure.Request)
    /// Asks the directory for its employees; does nothing while a request is waiting.
    func importContacts(request: ContactList.ImportContacts.Request)
    /// Shows where the contact New Contact passed in joined the list; nothing when none was passed.
    func showAddedContact(request: ContactList.ShowAddedContact.Request)
}
