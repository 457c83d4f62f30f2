import Models
import Observation

/// The Contacts feature's model, shared by the list's view model and every New Contact view model:
/// it owns the book and saves every change before adopting it. It is observable, so the list's view
/// shows a contact New Contact added, or an import merged, without either view model telling the
/// other; a refusal is thrown back to whichever view model asked.
@MainActor
@Observable
final class ContactBookModelController {
    /// How an import went: `added` contacts joined the book (saved in one write), `skipped` did not.
    struct ImportSummary: Equatable {
        let added: Int
        let skipped: Int
    }

    @ObservationIgnored private let store: any ContactStore
    @ObservationIgnored private var book = ContactBook()

    /// The contacts in the order the screen shows them.
    private(set) var contacts: [Contact] = []

    init(store: any ContactStore) {
        self.store = store
    }

    // MARK: Loading and changing

    /// Reads the stored book. When the stored data cannot be read, the book starts empty and the
    /// error is thrown for the caller to report.
    func load() throws(StoreError) {
        var failure: StoreError?
        do {
            book = try store.load()
        } catch {
            failure = error
        }
        contacts = book.sortedContacts
        if let failure { throw failure }
    }

    /// Adds a contact to the book as it is now, so a contact imported meanwhile is kept.
    func add(_ name: ContactName) throws(StoreError) {
        let next = book.adding(name).book
        try store.save(next)
        adopt(next)
    }

    /// Merges the directory's employees into the book in one write; an import that adds nothing
    /// writes nothing. A refusal leaves the book as it was.
    func importEmployees(_ employees: [Employee]) throws(StoreError) -> ImportSummary {
        let result = book.importing(employees)
        if !result.added.isEmpty {
            try store.save(result.book)
            adopt(result.book)
        }
        return ImportSummary(added: result.added.count, skipped: result.skipped)
    }

    private func adopt(_ next: ContactBook) {
        book = next
        contacts = book.sortedContacts
    }
}
