import Models

/// The contact book both contacts modules work on: the list's interactor and each New Contact
/// interactor share it, so a contact added while an import was pending, or an import that finished
/// while New Contact was open, is never lost by saving an older book.
@MainActor
final class ContactBookDataManager {
    private let store: any ContactStore
    /// The last saved book.
    private(set) var book = ContactBook()

    init(store: any ContactStore) {
        self.store = store
    }

    /// Reads the stored book; on failure the book starts empty.
    func load() throws(StoreError) {
        do {
            book = try store.load()
        } catch {
            book = ContactBook()
            throw error
        }
    }

    /// Saves `next` in one write and adopts it only when the save succeeded.
    func save(_ next: ContactBook) throws(StoreError) {
        try store.save(next)
        book = next
    }
}
