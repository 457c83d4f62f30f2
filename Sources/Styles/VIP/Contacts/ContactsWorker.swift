import Models

/// The contacts store as a service, for the contacts and New Contact scenes: it loads and saves
/// books and keeps none, as CleanStore's `OrdersWorker` keeps no order. Each scene's book is its
/// interactor's.
@MainActor
final class ContactsWorker: ContactsWorkerProtocol {
    private let store: any ContactStore

    init(store: any ContactStore) {
        self.store = store
    }

    func load() throws(StoreError) -> ContactBook {
        try store.load()
    }

    func save(_ book: ContactBook) throws(StoreError) {
        try store.save(book)
    }
}
