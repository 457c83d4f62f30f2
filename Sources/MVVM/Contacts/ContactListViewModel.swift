import Models

/// The Contacts screen's state and rules: the list, the import from the directory, and the
/// contacts that the New Contact screen adds.
@MainActor
final class ContactListViewModel {
    // MARK: Outputs
    let rows = Observable(Rows.empty)
    let isEmptyLabelHidden = Observable(false)
    let isImportEnabled = Observable(true)
    let isLoading = Observable(false)
    let alert = Observable<AlertViewModel?>(nil)

    /// Navigation: set by the composition root, which knows how to build the New Contact screen.
    /// The view model decides when to go there and names itself as the screen's delegate.
    var showNewContact: ((any AddContactViewModelDelegate) -> Void)?

    let store: any ContactStore
    let directory: any EmployeeDirectory
    var book = ContactBook()
    var isImportPending = false
    private var loadAlert = AlertViewModel.UntilFirstAppearance()

    init(store: any ContactStore, directory: any EmployeeDirectory) {
        self.store = store
        self.directory = directory
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            book = try store.load()
        } catch {
            book = ContactBook()
            loadAlert.hold(.loadFailure(error, of: "contacts"))
        }
        publishBook(change: .reloaded)
    }

    /// The load alert waits for the first appearance: the Contacts tab may load long after launch.
    func viewDidAppear() {
        if let loadFailure = loadAlert.screenAppeared() {
            alert.show(loadFailure)
        }
    }

    func addButtonTapped() {
        showNewContact?(self)
    }

    // MARK: Helpers

    func publishBook(change: Rows.Change) {
        rows.value = Rows(rows: book.sortedContacts.map(ContactRowViewModel.init), change: change)
        isEmptyLabelHidden.value = !book.contacts.isEmpty
    }

}

extension ContactListViewModel: AddContactViewModelDelegate {
    var contactBook: ContactBook { book }

    /// The saved contact joins the list at its sorted place, as one inserted row.
    func addContactViewModel(_ viewModel: AddContactViewModel, didSave book: ContactBook, adding contact: Contact) {
        self.book = book
        publishBook(change: .inserted(at: book.sortedIndex(of: contact) ?? 0))
    }
}
