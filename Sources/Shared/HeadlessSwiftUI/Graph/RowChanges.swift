/// What a table is told after an update of its rows.
enum RowChanges: Equatable {
    /// The same rows in the same order; those at `reloaded` show something else now.
    case same(reloaded: [Int])
    /// Rows at `removed` (old positions) left and rows at `inserted` (new positions) came; the others
    /// kept their order, and those at `reloaded` (new positions) show something else now.
    case edited(removed: [Int], inserted: [Int], reloaded: [Int])
    /// One row moved from one end of the changed part to the other (a row that re-sorts after a
    /// change); the others kept their order.
    case moved(from: Int, to: Int)
    /// Rows moved otherwise: everything is configured again.
    case reordered

    /// The changes between two lists of row ids, positions by id. One change to a long list leaves
    /// a common head and tail, compared in one pass; only the part between them is matched by id,
    /// so the cost is that pass plus the size of the change, not a hash of every row.
    static func between<ID: Hashable>(_ oldIDs: [ID], _ newIDs: [ID]) -> RowChanges {
        let shorter = min(oldIDs.count, newIDs.count)
        var head = 0
        while head < shorter && oldIDs[head] == newIDs[head] { head += 1 }
        if head == oldIDs.count && head == newIDs.count { return .same(reloaded: []) }
        var tail = 0
        while tail < shorter - head && oldIDs[oldIDs.count - 1 - tail] == newIDs[newIDs.count - 1 - tail] { tail += 1 }
        let oldMiddle = head..<(oldIDs.count - tail)
        let newMiddle = head..<(newIDs.count - tail)
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            return .edited(removed: Array(oldMiddle), inserted: Array(newMiddle), reloaded: [])
        }
        if let move = oneMove(oldIDs, newIDs, from: head, count: oldMiddle.count, newCount: newMiddle.count) {
            return move
        }
        return matched(oldIDs, oldMiddle, newIDs, newMiddle)
    }

    /// The move, when the middles (from `start`) differ only by one row that moved from one end to
    /// the other, which needs no look-up by id; nil otherwise.
    private static func oneMove<ID: Equatable>(
        _ oldIDs: [ID], _ newIDs: [ID], from start: Int, count: Int, newCount: Int
    ) -> RowChanges? {
        guard count == newCount, count > 1 else { return nil }
        let last = start + count - 1
        if oldIDs[start] == newIDs[last] && same(oldIDs, start + 1, newIDs, start, count - 1) {
            return .moved(from: start, to: last)
        }
        if oldIDs[last] == newIDs[start] && same(oldIDs, start, newIDs, start + 1, count - 1) {
            return .moved(from: last, to: start)
        }
        return nil
    }

    /// Whether `count` ids from `oldStart` equal as many from `newStart`; an index loop, which
    /// unlike slices stays quick in a build without optimisation.
    private static func same<ID: Equatable>(
        _ oldIDs: [ID], _ oldStart: Int, _ newIDs: [ID], _ newStart: Int, _ count: Int
    )
        -> Bool
    {
        for offset in 0..<count where oldIDs[oldStart + offset] != newIDs[newStart + offset] { return false }
        return true
    }

    /// Rows of the middles matched by id: those in only one side left or came, provided the rest
    /// kept their order; repeated ids give rows no identity to match by.
    private static func matched<ID: Hashable>(
        _ oldIDs: [ID], _ oldMiddle: Range<Int>, _ newIDs: [ID], _ newMiddle: Range<Int>
    ) -> RowChanges {
        let oldSet = Set(oldIDs[oldMiddle])
        let newSet = Set(newIDs[newMiddle])
        guard oldSet.count == oldMiddle.count, newSet.count == newMiddle.count else { return .reordered }
        let removed = oldMiddle.filter { !newSet.contains(oldIDs[$0]) }
        let inserted = newMiddle.filter { !oldSet.contains(newIDs[$0]) }
        let keptOld = oldMiddle.filter { newSet.contains(oldIDs[$0]) }.map { oldIDs[$0] }
        let keptNew = newMiddle.filter { oldSet.contains(newIDs[$0]) }.map { newIDs[$0] }
        guard keptOld == keptNew else { return .reordered }
        return .edited(removed: removed, inserted: inserted, reloaded: [])
    }
}
