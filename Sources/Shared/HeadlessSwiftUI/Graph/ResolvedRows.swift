/// Rows resolved all at once, for a List whose content is not a single ForEach: rows match by
/// identity, and a kept row whose content differs is reloaded.
@MainActor
struct ResolvedRows: RowSource {
    let rows: [Element]

    var count: Int { rows.count }

    func row(at index: Int) -> Element {
        rows[index]
    }

    func changes(since old: any RowSource) -> RowChanges {
        guard let old = old as? ResolvedRows else { return .reordered }
        let oldByID = Dictionary(old.rows.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let reloaded = rows.indices.filter { index in
            oldByID[rows[index].path].map { !$0.showsSame(as: rows[index]) } ?? false
        }
        switch RowChanges.between(old.rows.map(\.path), rows.map(\.path)) {
        case .same: return .same(reloaded: reloaded)
        case .edited(let removed, let inserted, _):
            return .edited(removed: removed, inserted: inserted, reloaded: reloaded)
        // Rows written out in the list rarely move; one that does shows the list afresh.
        case .moved, .reordered: return .reordered
        }
    }
}
