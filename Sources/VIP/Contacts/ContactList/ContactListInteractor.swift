import Models

/// The contacts use cases: loading the book, importing from the directory, and showing a contact
/// New Contact added. It is the scene's data store, where New Contact's router leaves that contact,
/// and hands every outcome to the presenter.
@MainActor
final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    let presenter: any ContactListPresentationLogic
    let contactsWorker: any ContactsWorkerProtocol
    let directoryWorker: any DirectoryWorkerProtocol
    var addedContact: Contact?
    /// An alert cannot show before its screen does: a load failure waits for the screen to appear.
    private var unreportedLoadFailure: StoreError?

    init(
        presenter: any ContactListPresentationLogic, contactsWorker: any ContactsWorkerProtocol,
        directoryWorker: any DirectoryWorkerProtocol
    ) {
        self.presenter = presenter
        self.contactsWorker = contactsWorker
        self.directoryWorker = directoryWorker
    }

    func loadContacts(request: ContactList.LoadContacts.Request) {
        do {
            try contactsWorker.load()
        } catch {
            unreportedLoadFailure = error
        }
        presenter.presentContacts(
            response: ContactList.LoadContacts.Response(contacts: contactsWorker.book.sortedContacts))
    }

    func showLoadFailure(request: ContactList.ShowLoadFailure.Request) {
        guard let error = unreportedLoadFailure else { return }
        unreportedLoadFailure = nil
        presenter.presentLoadFailure(response: ContactList.ShowLoadFailure.Response(error: error))
    }

    func importContacts(request: ContactList.ImportContacts.Request) {
        guard !directoryWorker.isFetching else { return }
        presenter.presentImportProgress(response: ContactList.ImportProgress.Response(isImporting: true))
        directoryWorker.fetchEmployees { [weak self] result in self?.finishImport(result) }
    }

    func showAddedContact(request: ContactList.ShowAddedContact.Request) {
        guard let contact = addedContact else { return }
        addedContact = nil
        let book = contactsWorker.book
        guard let row = book.sortedIndex(of: contact) else { return }
        presenter.presentAddedContact(
            response: ContactList.ShowAddedContact.Response(contacts: book.sortedContacts, row: row))
    }

    /// Merges the answer into the book as it is now, saved in one write when anything was added.
    private func finishImport(_ result: Result<[Employee], DirectoryError>) {
        presenter.presentImportProgress(response: ContactList.ImportProgress.Response(isImporting: false))
        switch result {
        case .failure(let error):
            presenter.presentImportFailure(response: ContactList.ImportFailure.Response(reason: .directory(error)))
        case .success(let employees):
            let imported = contactsWorker.book.importing(employees)
            if !imported.added.isEmpty {
                do {
                    try contactsWorker.save(imported.book)
                } catch {
                    presenter.presentImportFailure(
                        response: ContactList.ImportFailure.Response(reason: .notSaved(error)))
                    return
                }
            }
            presenter.presentImportedContacts(
                response: ContactList.ImportContacts.Response(
                    contacts: imported.book.sortedContacts, added: imported.added.count, skipped: imported.skipped))
        }
    }
}
