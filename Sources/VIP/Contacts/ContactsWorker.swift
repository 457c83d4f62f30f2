import Models

/// The contact book and the store it lives in, shared by the Contacts and New Contact scenes: both
/// interactors change the book as it is now, so a contact added while an import was pending, or an
/// import that finished while New Contact was open, is never lost by saving an older book.
@MainActor
final class ContactsWorker: ContactsWorkerProtocol {
    private let store: any ContactStore
    private(set) var book = ContactBook()

    init(store: any ContactStore) {
        self.store = store
    }

    func load() throws(StoreError) {
        book = try store.load()
    }

    func save(_ next: ContactBook) throws(StoreError) {
        try store.save(next)
        book = next
    }
}
