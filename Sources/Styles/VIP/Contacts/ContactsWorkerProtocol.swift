import Models

/// What the contacts interactors ask of their worker: the stored book, and saving a book. Clean
/// Swift names a worker's interface `…Protocol`; tests stand in for it.
@MainActor
protocol ContactsWorkerProtocol: AnyObject {
    /// The stored book; throws when it cannot be read.
    func load() throws(StoreError) -> ContactBook
    /// Replaces the stored book in one write; throws, changing nothing, when the store refuses.
    func save(_ book: ContactBook) throws(StoreError)
}
