import Models

/// The contacts use cases and the scene's state: the book as last saved, whether an import is
/// waiting for the directory, and a load failure not reported yet. It is the scene's data store,
/// where New Contact's router leaves the book with the contact it saved, and hands every outcome to
/// the presenter.
@MainActor
final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    let presenter: any ContactListPresentationLogic
    let contactsWorker: any ContactsWorkerProtocol
    let directoryWorker: any DirectoryWorkerProtocol
    var book = ContactBook()
    var addedContact: Contact?
    /// One import at a time: a tap while a request waits starts nothing.
    private var isImporting = false
    /// An alert cannot show before its screen does: a load failure waits for the screen to appear.
    private var pendingLoadFailure: StoreError?

    init(
        presenter: any ContactListPresentationLogic, contactsWorker: any ContactsWorkerProtocol,
        directoryWorker: any DirectoryWorkerProtocol
    ) {
        self.presenter = presenter
        self.contactsWorker = contactsWorker
        self.directoryWorker = directoryWorker
    }

    /// Loads the stored book; one that cannot be read leaves the list empty.
    func viewDidLoad(request: ListContacts.ViewDidLoad.Request) {
        do {
            book = try contactsWorker.load()
        } catch {
            pendingLoadFailure = error
        }
        presenter.presentContacts(response: ListContacts.ViewDidLoad.Response(contacts: book.sortedContacts))
    }

    func viewDidAppear(request: ListContacts.ViewDidAppear.Request) {
        guard let error = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        presenter.presentLoadFailure(response: ListContacts.ViewDidAppear.Response(error: error))
    }

    func importButtonTapped(request: ListContacts.ImportButtonTapped.Request) {
        startImport()
    }

    func alertButtonTapped(request: ListContacts.AlertButtonTapped.Request) {
        switch request.choice {
        case .retryImport: startImport()
        }
    }

    func newContactClosed(request: ListContacts.NewContactClosed.Request) {
        guard let contact = addedContact else { return }
        addedContact = nil
        guard let row = book.sortedIndex(of: contact) else { return }
        presenter.presentAddedContact(
            response: ListContacts.NewContactClosed.Response(contacts: book.sortedContacts, row: row))
    }

    private func startImport() {
        guard !isImporting else { return }
        isImporting = true
        presenter.presentImportProgress(response: ListContacts.ImportProgress.Response(isImporting: true))
        // Weak: an answer that arrives after the scene is gone finds nobody and is dropped.
        directoryWorker.fetchEmployees { [weak self] result in self?.finishImport(result) }
    }

    /// Merges the answer into the book as it is now, saved in one write when anything was added, and
    /// adopted once the store took it.
    private func finishImport(_ result: Result<[Employee], DirectoryError>) {
        isImporting = false
        presenter.presentImportProgress(response: ListContacts.ImportProgress.Response(isImporting: false))
        switch result {
        case .failure(let error):
            presenter.presentImportFailure(response: ListContacts.ImportFailure.Response(reason: .directory(error)))
        case .success(let employees):
            let imported = book.importing(employees)
            if !imported.added.isEmpty {
                do {
                    try contactsWorker.save(imported.book)
                } catch {
                    presenter.presentImportFailure(
                        response: ListContacts.ImportFailure.Response(reason: .notSaved(error)))
                    return
                }
                book = imported.book
            }
            presenter.presentImportedContacts(
                response: ListContacts.ImportButtonTapped.Response(
                    contacts: book.sortedContacts, added: imported.added.count, skipped: imported.skipped))
        }
    }
}
