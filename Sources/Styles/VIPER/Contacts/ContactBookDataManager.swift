import Models

/// The contact book and the store it lives in, shared by both contacts modules: the list's
/// interactor and each New Contact interactor change the book as it is now, so a contact added while
/// an import was pending, or an import that finished while New Contact was open, is never lost by
/// saving an older book.
@MainActor
final class ContactBookDataManager {
    private let store: any ContactStore
    /// The last saved book; empty until a load succeeds.
    private(set) var book = ContactBook()

    init(store: any ContactStore) {
        self.store = store
    }

    /// Reads the stored book; on failure the book stays as it was (empty at launch).
    func load() throws(StoreError) {
        book = try store.load()
    }

    /// Saves `next` in one write and adopts it only when the save succeeded.
    func save(_ next: ContactBook) throws(StoreError) {
        try store.save(next)
        book = next
    }
}
