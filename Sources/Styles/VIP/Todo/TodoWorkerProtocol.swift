import Models

/// What the todo interactor asks of its worker: the stored list, and saving a list. Clean Swift
/// names a worker's interface `…Protocol`; tests stand in for it.
@MainActor
protocol TodoWorkerProtocol: AnyObject {
    /// The stored list; throws when it cannot be read.
    func load() throws(StoreError) -> TodoList
    /// Replaces the stored list; throws, changing nothing, when the store refuses.
    func save(_ list: TodoList) throws(StoreError)
}
