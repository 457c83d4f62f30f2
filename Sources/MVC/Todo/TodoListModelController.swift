import Foundation
import Models

/// The Todo feature's model, as objc.io's Recordings keeps its Store: it owns the list, saves every
/// change before adopting it, and announces what changed to the controllers that observe it. It
/// knows nothing of screens: a controller changes it and updates its views when told.
@MainActor
final class TodoListModelController {
    /// What changed, as the model announces it.
    enum Change: Equatable {
        /// The list was loaded, or an item changed or went away: any row may look different.
        case reloaded
        /// A new item, at this position of `items`.
        case inserted(at: Int)
        /// The store refused a change: the list is as it was, and `reason` says why.
        case failed(reason: String)
    }

    private let store: any TodoStore
    private let observers = ModelControllerObservers<Change>()
    private var list = TodoList()

    /// The items in the order the screen shows them.
    private(set) var items: [TodoItem] = []

    init(store: any TodoStore) {
        self.store = store
    }

    /// How many items are not done yet.
    var remainingCount: Int {
        list.remainingCount
    }

    func item(withID id: Int) -> TodoItem? {
        list.item(withID: id)
    }

    /// `onChange` hears every change from now on, while `observer` exists.
    func addObserver(_ observer: AnyObject, onChange: @escaping @MainActor (Change) -> Void) {
        observers.add(observer, onChange: onChange)
    }

    // MARK: Loading and changing

    /// Reads the stored list and announces it. When the stored data cannot be read, the list starts
    /// empty and the error is thrown for the caller to report.
    func load() throws(StoreError) {
        var failure: StoreError?
        do {
            list = try store.load()
        } catch {
            failure = error
        }
        items = list.sortedItems
        observers.announce(.reloaded)
        if let failure { throw failure }
    }

    /// Adds an open item of normal priority. `name` must already be valid (see `TodoName`).
    func addItem(named name: String, createdAt date: Date) {
        let (next, item) = list.adding(name: name, createdAt: date)
        save(next, inserting: item)
    }

    func toggleDone(itemID: Int) {
        save(list.togglingDone(id: itemID))
    }

    func setPriority(_ priority: Priority, itemID: Int) {
        save(list.settingPriority(priority, id: itemID))
    }

    func removeItem(itemID: Int) {
        save(list.removing(id: itemID))
    }

    /// Saves `next` and adopts it only when the store took it, then announces the change.
    private func save(_ next: TodoList, inserting item: TodoItem? = nil) {
        do {
            try store.save(next)
        } catch {
            observers.announce(.failed(reason: error.reason))
            return
        }
        list = next
        items = list.sortedItems
        let position = item.flatMap { items.firstIndex(of: $0) }
        observers.announce(position.map(Change.inserted) ?? .reloaded)
    }
}
