import Foundation

/// The stored todo list: the items and the highest id ever handed out, so that an id is never
/// reused, not even after its item was removed and the app relaunched.
///
/// Every change returns a new value; a caller saves it first and adopts it only when the save
/// succeeded, which is how a failed save leaves the screen on the last saved state.
public struct TodoList: Codable, Equatable, Sendable {
    public private(set) var items: [TodoItem]
    public private(set) var highestID: Int

    public init(items: [TodoItem] = [], highestID: Int? = nil) {
        self.items = items
        self.highestID = max(highestID ?? 0, items.map(\.id).max() ?? 0)
    }

    /// The items in the order the screen shows them.
    public var sortedItems: [TodoItem] {
        items.sorted(by: TodoItem.isOrderedBefore)
    }

    /// How many items are not done yet.
    public var remainingCount: Int {
        items.count { !$0.isDone }
    }

    public func item(withID id: Int) -> TodoItem? {
        items.first { $0.id == id }
    }

    /// A new open item of normal priority. `name` must already be valid (see `TodoName`).
    public func adding(name: String, createdAt: Date) -> (list: TodoList, item: TodoItem) {
        let item = TodoItem(id: highestID + 1, name: name, createdAt: createdAt)
        var list = self
        list.items.append(item)
        list.highestID = item.id
        return (list, item)
    }

    public func togglingDone(id: Int) -> TodoList {
        updating(id: id) { $0.isDone.toggle() }
    }

    public func settingPriority(_ priority: Priority, id: Int) -> TodoList {
        updating(id: id) { $0.priority = priority }
    }

    public func removing(id: Int) -> TodoList {
        var list = self
        list.items.removeAll { $0.id == id }
        return list
    }

    private func updating(id: Int, _ change: (inout TodoItem) -> Void) -> TodoList {
        var list = self
        if let index = list.items.firstIndex(where: { $0.id == id }) {
            change(&list.items[index])
        }
        return list
    }
}
