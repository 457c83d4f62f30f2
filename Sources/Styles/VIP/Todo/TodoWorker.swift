import Models

/// The todo store as a service: it loads and saves lists and keeps none, as CleanStore's
/// `OrdersWorker` keeps no order. The list the screen shows is the interactor's.
@MainActor
final class TodoWorker: TodoWorkerProtocol {
    private let store: any TodoStore

    init(store: any TodoStore) {
        self.store = store
    }

    func load() throws(StoreError) -> TodoList {
        try store.load()
    }

    func save(_ list: TodoList) throws(StoreError) {
        try store.save(list)
    }
}
