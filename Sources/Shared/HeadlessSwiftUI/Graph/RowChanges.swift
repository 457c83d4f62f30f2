/// What a table is told after an update of its rows.
enum RowChanges: Equatable {
    /// The same rows in the same order; those at `reloaded` show something else now.
    case same(reloaded: [Int])
    /// Rows at `removed` (old positions) left and rows at `inserted` (new positions) came; the others
    /// kept their order, and those at `reloaded` (new positions) show something else now.
    case edited(removed: [Int], inserted: [Int], reloaded: [Int])
    /// Rows moved: everything is configured again.
    case reordered

    /// The changes between two lists of row ids, positions by id.
    static func between<ID: Hashable>(_ oldIDs: [ID], _ newIDs: [ID]) -> RowChanges {
        if oldIDs == newIDs { return .same(reloaded: []) }
        let oldSet = Set(oldIDs)
        let newSet = Set(newIDs)
        // Repeated ids give rows no identity to match by.
        guard oldSet.count == oldIDs.count, newSet.count == newIDs.count,
            oldIDs.filter(newSet.contains) == newIDs.filter(oldSet.contains)
        else { return .reordered }
        return .edited(
            removed: oldIDs.indices.filter { !newSet.contains(oldIDs[$0]) },
            inserted: newIDs.indices.filter { !oldSet.contains(newIDs[$0]) }, reloaded: [])
    }
}
