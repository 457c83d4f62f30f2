import Models

/// What the todo interactor asks of its worker: the last saved list, loading it, and saving a
/// change. Clean Swift names a worker's interface `…Protocol`; tests stand in for it.
@MainActor
protocol TodoWorkerProtocol: AnyObject {
    /// The last saved list.
    var list: Models.TodoList { get }
    /// Reads the stored list; when it cannot be read, the list stays as it was and the error says why.
    func load() throws(StoreError)
    /// Saves `next` and adopts it only when the store took it.
    func save(_ next: Models.TodoList) throws(StoreError)
}
