import Foundation

/// The stored todo list: the items, the highest id ever handed out, so that an id is never reused,
/// not even after its item was removed and the app relaunched, and which items the screen shows.
///
/// Every change returns a new value; a caller saves it first and adopts it only when the save
/// succeeded, which is how a failed save leaves the screen on the last saved state. The list also
/// keeps its items in display order and its count of open items, so that showing it never sorts
/// or counts the whole list again: a change moves one item with a binary search. Under a filter
/// other than "all", the shown items are picked out of that order in one pass per change.
public struct TodoList: Codable, Equatable, Sendable {
    /// The items in the order they were added, as they are saved.
    public private(set) var items: [TodoItem]
    public private(set) var highestID: Int
    /// Every item, in the order the screen shows them.
    public private(set) var sortedItems: [TodoItem]
    /// How many items are not done yet.
    public private(set) var remainingCount: Int
    /// Which items the screen shows. It is saved with the list, so the choice outlives a relaunch.
    public private(set) var filter: TodoFilter
    /// The items `filter` lets through, in the order the screen shows them.
    public private(set) var shownItems: [TodoItem] = []
    /// How many of the shown items are not done yet: what the screen's counter says.
    public private(set) var shownRemainingCount = 0

    public init(items: [TodoItem] = [], highestID: Int? = nil, filter: TodoFilter = .all) {
        self.items = items
        self.highestID = max(highestID ?? 0, items.map(\.id).max() ?? 0)
        sortedItems = items.sorted(by: TodoItem.isOrderedBefore)
        remainingCount = items.count { !$0.isDone }
        self.filter = filter
        updateShownItems()
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
        list.insertSorted(item)
        list.updateShownItems()
        return (list, item)
    }

    public func togglingDone(id: Int) -> TodoList {
        updating(id: id) { $0.isDone.toggle() }
    }

    public func settingPriority(_ priority: Priority, id: Int) -> TodoList {
        updating(id: id) { $0.priority = priority }
    }

    /// The item `id` with a new name, in the same place. `name` must already be valid (see `TodoName`).
    public func renaming(id: Int, to name: String) -> TodoList {
        updating(id: id) { $0.name = name }
    }

    /// The same items shown through `filter`.
    public func showing(_ filter: TodoFilter) -> TodoList {
        var list = self
        list.filter = filter
        list.updateShownItems()
        return list
    }

    public func removing(id: Int) -> TodoList {
        var list = self
        for item in items where item.id == id {
            list.removeSorted(item)
        }
        list.items.removeAll { $0.id == id }
        list.updateShownItems()
        return list
    }

    private func updating(id: Int, _ change: (inout TodoItem) -> Void) -> TodoList {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return self }
        var list = self
        change(&list.items[index])
        list.removeSorted(items[index])
        list.insertSorted(list.items[index])
        list.updateShownItems()
        return list
    }

    private mutating func insertSorted(_ item: TodoItem) {
        sortedItems.insert(item, at: sortedIndex(of: item))
        if !item.isDone { remainingCount += 1 }
    }

    private mutating func removeSorted(_ item: TodoItem) {
        sortedItems.remove(at: sortedIndex(of: item))
        if !item.isDone { remainingCount -= 1 }
    }

    private mutating func updateShownItems() {
        // Under "all" the shown items are the sorted ones: sharing the array copies nothing.
        shownItems = filter == .all ? sortedItems : sortedItems.filter(filter.includes)
        shownRemainingCount = filter == .all ? remainingCount : shownItems.count { !$0.isDone }
    }

    /// Where `item` is, or would go, in `sortedItems`.
    private func sortedIndex(of item: TodoItem) -> Int {
        SortedArrays.insertionIndex(count: sortedItems.count) { TodoItem.isOrderedBefore(sortedItems[$0], item) }
    }

    // The saved form is the items, the highest id and the filter; the order is rebuilt when it is
    // read. A list saved before there was a filter shows every item.
    private enum CodingKeys: String, CodingKey {
        case items
        case highestID
        case filter
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decode([TodoItem].self, forKey: .items),
            highestID: try container.decode(Int.self, forKey: .highestID),
            filter: try container.decodeIfPresent(TodoFilter.self, forKey: .filter) ?? .all)
    }

    public static func == (lhs: TodoList, rhs: TodoList) -> Bool {
        lhs.items == rhs.items && lhs.highestID == rhs.highestID && lhs.filter == rhs.filter
    }
}
