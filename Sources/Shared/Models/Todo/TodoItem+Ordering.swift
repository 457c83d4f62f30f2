extension TodoItem {
    /// The list order: open items first, then by priority (most pressing first),
    /// then newest first, then the higher id first so that the order is total.
    public static func isOrderedBefore(_ lhs: TodoItem, _ rhs: TodoItem) -> Bool {
        if lhs.isDone != rhs.isDone { return !lhs.isDone }
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.createdAt != rhs.createdAt { return lhs.createdAt > rhs.createdAt }
        return lhs.id > rhs.id
    }
}

extension TodoItem {
    /// Where `item` stands in `items`, which must be in list order, counting from 0; nil when it is
    /// not among them as it is now. A binary search: a screen that numbers its rows finds a row's
    /// number without counting the list.
    public static func position(of item: TodoItem, in items: [TodoItem]) -> Int? {
        let index = SortedArrays.insertionIndex(count: items.count) { isOrderedBefore(items[$0], item) }
        return index < items.count && items[index] == item ? index : nil
    }
}
