import Models

/// The contacts screen's presenter. It owns the book the list shows and the one flag that says an
/// import is pending; it loads and saves through the store and asks the employee directory itself.
/// It tells its passive view what to show, and asks it to open New Contact, whose presenter adds to
/// this book and reports back as an `AddContactPresenterDelegate`.
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
    private var pendingLoadAlert: AlertDisplay<ContactListAlertChoice>?

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
            pendingLoadAlert = .loadFailure(error, of: "contacts")
        }
        showRows()
    }

    func viewDidAppear() {
        guard let alert = pendingLoadAlert else { return }
        pendingLoadAlert = nil
        view?.showAlert(alert)
    }

    func addButtonTapped() {
        view?.showNewContact()
    }

    func importButtonTapped() {
        startImport()
    }

    func alertChoiceMade(_ choice: ContactListAlertChoice) {
        switch choice {
        case .retryImport: startImport()
        }
    }

    var numberOfRows: Int {
        book.sortedContacts.count
    }

    func row(at index: Int) -> ContactRowDisplay {
        ContactRowDisplay(name: book.sortedContacts[index].fullName, imageName: "contact-placeholder")
    }
}

extension ContactListPresenter: AddContactPresenterDelegate {
    var contactBook: ContactBook {
        book
    }

    func addContactDidSave(_ contact: Contact, in saved: ContactBook) {
        book = saved
        guard let row = book.sortedIndex(of: contact) else {
            showRows()
            return
        }
        view?.insertRow(at: row)
        view?.showEmptyMessage(false)
    }
}
