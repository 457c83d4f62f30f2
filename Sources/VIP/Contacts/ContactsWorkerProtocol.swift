import Models

/// What the contacts interactors ask of their worker: the last saved book, loading it, and saving
/// a change. Clean Swift names a worker's interface `…Protocol`; tests stand in for it.
@MainActor
protocol ContactsWorkerProtocol: AnyObject {
    /// The last saved book.
    var book: ContactBook { get }
    /// Reads the stored book; when it cannot be read, the book stays as it was and the error says why.
    func load() throws(StoreError)
    /// Saves `next` in one write and adopts it only when the store took it.
    func save(_ next: ContactBook) throws(StoreError)
}
