import Models

/// The contacts screen's presenter. It owns the book the list shows and the one flag that says an
/// import is pending; it loads and saves through the store and asks the employee directory itself.
/// It tells its passive view what to show, and asks it to open New Contact, whose presenter hands it
/// each valid new name as an `AddContactPresenterDelegate`: this presenter is the book's one writer.
@MainActor
final class ContactListPresenter {
    weak var view: (any ContactListView)?
    private let store: any ContactStore
    private let directory: any EmployeeDirectory
    /// The last saved book.
    private var book = ContactBook()
    /// Whether a request to the directory is pending; a second one must not start.
    private var isImporting = false
    /// A load failure waits for the screen to appear: the Contacts tab may load long after launch.
    private var pendingLoadFailure: StoreError?

    init(store: any ContactStore, directory: any EmployeeDirectory) {
        self.store = store
        self.directory = directory
    }

    private func showRows() {
        view?.reloadRows()
        view?.showEmptyMessage(book.contacts.isEmpty)
    }

    // MARK: Import

    /// What "Import" and "Retry" do. The flag guards against a second request even if a tap slips
    /// past the disabled button.
    private func startImport() {
        guard !isImporting else { return }
        isImporting = true
        view?.setImportButtonEnabled(false)
        view?.showLoadingIndicator(true)
        // Weak: an answer that arrives after the screen is gone finds nobody and is dropped.
        directory.fetchEmployees { [weak self] result in self?.importAnswered(result) }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImporting = false
        view?.showLoadingIndicator(false)
        view?.setImportButtonEnabled(true)
        switch result {
        case .failure(let error):
            view?.showAlert(Self.importFailureAlert(error))
        case .success(let employees):
            let imported = book.importing(employees)
            // An import that adds nothing writes nothing.
            if !imported.added.isEmpty {
                do {
                    try store.save(imported.book)
                } catch {
                    view?.showAlert(Self.importSaveFailureAlert(error))
                    return
                }
                book = imported.book
            }
            showRows()
            view?.showAlert(Self.importSummaryAlert(added: imported.added.count, skipped: imported.skipped))
        }
    }
}

extension ContactListPresenter: ContactListPresenting {
    func viewDidLoad() {
        do {
            book = try store.load()
        } catch {
            book = ContactBook()
            pendingLoadFailure = error
        }
        showRows()
    }

    func viewDidAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        view?.showAlert(.loadFailure(failure, of: "contacts"))
    }

    func addButtonTapped() {
        view?.showNewContact()
    }

    func importButtonTapped() {
        startImport()
    }

    func alertButtonTapped(_ choice: ContactListAlertChoice) {
        switch choice {
        case .retryImport: startImport()
        }
    }

    var numberOfRows: Int {
        book.sortedContacts.count
    }

    func row(at index: Int) -> ContactRowDisplay {
        let contact = book.sortedContacts[index]
        return ContactRowDisplay(id: contact.id, nameText: contact.fullName)
    }
}

extension ContactListPresenter: AddContactPresenterDelegate {
    func addContact(named name: ContactName) throws(StoreError) {
        // Added to the book as it is now, so an import that finished while New Contact was open stays.
        let (next, contact) = book.adding(name)
        try store.save(next)
        book = next
        guard let row = book.sortedIndex(of: contact) else {
            showRows()
            return
        }
        view?.insertRow(at: row)
        view?.showEmptyMessage(false)
    }
}
