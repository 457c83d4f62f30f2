import Foundation
import Models
import Observation

/// The Todo feature's model, as Apple's "Managing model data in your app" writes one: an observable
/// object that owns the list, loads it when it is made and saves every change before adopting it.
/// Views read `items` and `remainingCount` and call its methods; they re-render when what they
/// read changes. It knows nothing of views: a refused save is thrown to whoever asked for it.
@MainActor
@Observable
final class TodoListModel {
    @ObservationIgnored private let store: any TodoStore
    @ObservationIgnored private let clock: Clock
    private var list = TodoList()

    /// Why the stored list could not be read when the model was made; the list then starts empty.
    let loadFailure: StoreError?

    init(store: any TodoStore, clock: Clock) {
        self.store = store
        self.clock = clock
        var failure: StoreError?
        do {
            list = try store.load()
        } catch {
            failure = error
        }
        loadFailure = failure
    }

    /// The items in the order the screen shows them.
    var items: [TodoItem] {
        list.sortedItems
    }

    /// Where `item` stands in `items`, counting from 1 as the screen numbers its rows (0 when it is
    /// not there): found by Models' binary search, so a row never counts the list.
    func position(of item: TodoItem) -> Int {
        TodoItem.position(of: item, in: items).map { $0 + 1 } ?? 0
    }

    /// How many items are not done yet.
    var remainingCount: Int {
        list.remainingCount
    }

    /// Adds an open item of normal priority, created now. `name` must already be valid (see
    /// `TodoName`).
    func addItem(named name: String) throws(StoreError) {
        try save(list.adding(name: name, createdAt: clock.now()).list)
    }

    func toggleDone(itemID: Int) throws(StoreError) {
        try save(list.togglingDone(id: itemID))
    }

    func setPriority(_ priority: Priority, itemID: Int) throws(StoreError) {
        try save(list.settingPriority(priority, id: itemID))
    }

    func removeItem(itemID: Int) throws(StoreError) {
        try save(list.removing(id: itemID))
    }

    /// Adopts `next` only once the store has taken it, so the screen never shows what is not saved.
    private func save(_ next: TodoList) throws(StoreError) {
        try store.save(next)
        list = next
    }
}
