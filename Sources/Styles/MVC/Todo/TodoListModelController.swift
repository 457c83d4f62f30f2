import Foundation
import Models

/// The Todo feature's model, as objc.io's Recordings keeps its Store: it loads the list when it is
/// created, saves every change before adopting it, and announces what changed, where, to the
/// controllers that observe it; failures to load or to save go out the same way. It knows nothing of
/// screens: a controller changes it and updates its views when told.
@MainActor
final class TodoListModelController {
    /// What changed, as the model announces it: like Recordings' `changeReason`, with the positions
    /// in `items` before and after.
    enum Change: Equatable {
        /// The whole list is new: it was loaded.
        case reloaded
        /// A new item, at this position.
        case inserted(at: Int)
        /// The item at this position went away.
        case removed(at: Int)
        /// The item at `from` changed (done, undone, another priority) and now sorts at `to`, which
        /// may be the same position.
        case moved(from: Int, to: Int)
        /// The stored list could not be read: the list starts empty.
        case loadFailed(StoreError)
        /// The store refused a change: the list is as it was, and `reason` says why.
        case saveFailed(reason: String)
    }

    private let store: any TodoStore
    private let observers = ModelControllerObservers<Change>()
    private var list = TodoList()
    /// Why the load at creation failed, for every observer to hear when it starts observing.
    private let loadFailure: StoreError?

    /// The items in the order the screen shows them.
    private(set) var items: [TodoItem] = []

    init(store: any TodoStore) {
        self.store = store
        do {
            list = try store.load()
            loadFailure = nil
        } catch {
            loadFailure = error
        }
        items = list.sortedItems
    }

    /// How many items are not done yet.
    var remainingCount: Int {
        list.remainingCount
    }

    func item(withID id: Int) -> TodoItem? {
        list.item(withID: id)
    }

    /// `onChange` first hears how the load at creation went (`.reloaded`, then `.loadFailed` if the
    /// stored list could not be read), as KVO's `.initial` option hands a new observer the current
    /// value, then every change from now on, while `observer` exists.
    func addObserver(_ observer: AnyObject, onChange: @escaping @MainActor (Change) -> Void) {
        observers.add(observer, onChange: onChange)
        onChange(.reloaded)
        if let loadFailure { onChange(.loadFailed(loadFailure)) }
    }

    // MARK: Changing

    /// Adds an open item of normal priority. `name` must already be valid (see `TodoName`).
    func addItem(named name: String, createdAt date: Date) {
        let (next, item) = list.adding(name: name, createdAt: date)
        save(next) { items in .inserted(at: items.firstIndex(of: item) ?? 0) }
    }

    func toggleDone(itemID: Int) {
        save(list.togglingDone(id: itemID), movingItem: itemID)
    }

    func setPriority(_ priority: Priority, itemID: Int) {
        save(list.settingPriority(priority, id: itemID), movingItem: itemID)
    }

    func removeItem(itemID: Int) {
        guard let position = position(of: itemID) else { return }
        save(list.removing(id: itemID)) { _ in .removed(at: position) }
    }

    private func position(of itemID: Int) -> Int? {
        items.firstIndex { $0.id == itemID }
    }

    private func save(_ next: TodoList, movingItem itemID: Int) {
        guard let from = position(of: itemID) else { return }
        save(next) { items in .moved(from: from, to: items.firstIndex { $0.id == itemID } ?? from) }
    }

    /// Saves `next` and adopts it only when the store took it, then announces the change `change`
    /// describes in the new items.
    private func save(_ next: TodoList, announcing change: ([TodoItem]) -> Change) {
        do {
            try store.save(next)
        } catch {
            observers.announce(.saveFailed(reason: error.reason))
            return
        }
        list = next
        items = list.sortedItems
        observers.announce(change(items))
    }
}
