import Models

/// The contacts use cases: loading the book and importing from the employee directory.
@MainActor
final class ContactListInteractor: ContactListInteractorInput {
    weak var output: (any ContactListInteractorOutput)?
    let dataManager: ContactBookDataManager
    private let directory: any EmployeeDirectory
    private var isImporting = false

    init(dataManager: ContactBookDataManager, directory: any EmployeeDirectory) {
        self.dataManager = dataManager
        self.directory = directory
    }

    func loadContacts() {
        let book: ContactBook
        do {
            book = try dataManager.load()
        } catch {
            output?.interactorDidFailToLoad(error)
            return
        }
        output?.interactorDidLoad(book)
    }

    func importContacts() {
        guard !isImporting else { return }
        isImporting = true
        // Weak: an answer that arrives after the screen is gone finds nobody and is dropped.
        directory.fetchEmployees { [weak self] result in self?.finishImport(result) }
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
            output?.interactorDidImport(imported)
        }
    }
}
