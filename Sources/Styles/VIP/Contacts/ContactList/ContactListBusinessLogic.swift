/// The contacts use cases, one per event, as the view controller starts them. Every answer goes to
/// the presenter.
@MainActor
protocol ContactListBusinessLogic: AnyObject {
    func viewDidLoad(request: ListContacts.ViewDidLoad.Request)
    /// Reports a load failure once; does nothing when there is none to report.
    func viewDidAppear(request: ListContacts.ViewDidAppear.Request)
    /// Asks the directory for its employees; does nothing while a request is waiting.
    func importButtonTapped(request: ListContacts.ImportButtonTapped.Request)
    func alertButtonTapped(request: ListContacts.AlertButtonTapped.Request)
    /// Shows where the contact New Contact passed in joined the list; nothing when none was passed.
    func newContactClosed(request: ListContacts.NewContactClosed.Request)
}
