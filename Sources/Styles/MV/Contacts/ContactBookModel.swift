import Models
import Observation

/// The Contacts feature's model, shared by the list and New Contact through the environment: it
/// owns the book, loads it when it is made, saves every change before adopting it, and runs the
/// import from the employee directory. What an import came to is kept in `importOutcome` until the
/// list has told the user, since the answer comes when no view is asking.
@MainActor
@Observable
final class ContactBookModel {
    /// How an import ended.
    enum ImportOutcome: Equatable {
        /// `added` contacts joined the book (saved in one write), `skipped` did not.
        case finished(added: Int, skipped: Int)
        /// The directory could not give its list.
        case failed(reason: String)
        /// The store refused the imported contacts; none of them was added.
        case notSaved(reason: String)
    }

    @ObservationIgnored private let store: any ContactStore
    @ObservationIgnored private let directory: any EmployeeDirectory
    private var book = ContactBook()

    /// Why the stored book could not be read when the model was made; the book then starts empty.
    let loadFailure: StoreError?
    /// Whether a request to the directory is pending; a second one must not start.
    private(set) var isImporting = false
    /// The end of the last import, until the user has been told (set back to nil then).
    var importOutcome: ImportOutcome?

    init(store: any ContactStore, directory: any EmployeeDirectory) {
        self.store = store
        self.directory = directory
        var failure: StoreError?
        do {
            book = try store.load()
        } catch {
            failure = error
        }
        loadFailure = failure
    }

    /// The contacts in the order the screen shows them.
    var contacts: [Contact] {
        book.sortedContacts
    }

    /// Adds a contact to the book as it is now, so a contact imported meanwhile is kept.
    func add(_ name: ContactName) throws(StoreError) {
        let next = book.adding(name).book
        try store.save(next)
        book = next
    }

    /// Asks the directory for its employees and merges them into the book in one write; an import
    /// that adds nothing writes nothing. Does nothing while a request is pending.
    func importEmployees() {
        guard !isImporting else { return }
        isImporting = true
        // Weak: an answer that arrives after the app is gone must find nothing to update.
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImporting = false
        switch result {
        case .success(let employees):
            merge(employees)
        case .failure(let error):
            importOutcome = .failed(reason: error.reason)
        }
    }

    private func merge(_ employees: [Employee]) {
        let result = book.importing(employees)
        if !result.added.isEmpty {
            do {
                try store.save(result.book)
            } catch {
                importOutcome = .notSaved(reason: error.reason)
                return
            }
            book = result.book
        }
        importOutcome = .finished(added: result.added.count, skipped: result.skipped)
    }
}
