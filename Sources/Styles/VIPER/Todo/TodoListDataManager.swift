import Models

/// The todo list and the store it lives in: it reads the list, saves each change and keeps the last
/// saved list, so a change the store refused leaves nothing half applied.
@MainActor
final class TodoListDataManager {
    private let store: any TodoStore
    /// The last saved list; empty until a load succeeds.
    private(set) var list = TodoList()

    init(store: any TodoStore) {
        self.store = store
    }

    /// Reads the stored list; on failure the list stays as it was (empty at launch).
    func load() throws(StoreError) {
        list = try store.load()
    }

    /// Saves `next` in one write and adopts it only when the save succeeded.
    func save(_ next: TodoList) throws(StoreError) {
        try store.save(next)
        list = next
    }
}
