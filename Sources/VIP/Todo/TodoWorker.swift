import Models

/// The todo list and the store it lives in: it loads the list, saves each change and keeps the last
/// saved list, so a change the store refused leaves nothing half applied.
@MainActor
final class TodoWorker: TodoWorkerProtocol {
    private let store: any TodoStore
    private(set) var list = Models.TodoList()

    init(store: any TodoStore) {
        self.store = store
    }

    func load() throws(StoreError) {
        list = try store.load()
    }

    func save(_ next: Models.TodoList) throws(StoreError) {
        try store.save(next)
        list = next
    }
}
