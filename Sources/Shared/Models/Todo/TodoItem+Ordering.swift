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
