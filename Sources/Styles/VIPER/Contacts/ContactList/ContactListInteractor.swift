import Models

/// The contacts use cases: loading the book, importing from the employee directory, and finding a
/// contact New Contact added. It owns the one flag that says a request is pending.
@MainActor
final class ContactListInteractor: ContactListInteractorInput {
    weak var output: (any ContactListInteractorOutput)?
    private let dataManager: ContactBookDataManager
    private let directory: any EmployeeDirectory
    private var isImporting = false

    init(dataManager: ContactBookDataManager, directory: any EmployeeDirectory) {
        self.dataManager = dataManager
        self.directory = directory
    }

    func loadContacts() {
        do {
            try dataManager.load()
            output?.interactorDidLoad(contacts)
        } catch {
            output?.interactorDidFailToLoad(error, contacts: contacts)
        }
    }

    func importContacts() {
        guard !isImporting else { return }
        isImporting = true
        output?.interactorDidStartImport()
        // Weak: an answer that arrives after the screen is gone finds nobody and is dropped.
        directory.fetchEmployees { [weak self] result in self?.finishImport(result) }
    }

    func findAddedContact(id: Int) {
        guard let row = dataManager.book.sortedContacts.firstIndex(where: { $0.id == id }) else { return }
        output?.interactorDidFindAddedContact(contacts, at: row)
    }

    private func finishImport(_ result: Result<[Employee], DirectoryError>) {
        isImporting = false
        switch result {
        case .failure(let error):
            output?.interactorDidFailToImport(error)
        case .success(let employees):
            let imported = dataManager.book.importing(employees)
            if !imported.added.isEmpty {
                do {
                    try dataManager.save(imported.book)
                } catch {
                    output?.interactorDidFailToSaveImport(error)
                    return
                }
            }
            output?.interactorDidImport(contacts, added: imported.added.count, skipped: imported.skipped)
        }
    }

    /// The saved contacts as the presenter may see them, in the order they are shown.
    private var contacts: [ContactListItem] {
        dataManager.book.sortedContacts.map { ContactListItem(id: $0.id, fullName: $0.fullName) }
    }
}
