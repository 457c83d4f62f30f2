/// Orders scenario ids the way a reader expects: by letter prefix, then by number (T2 before T10).
package enum ScenarioID {
    package static func sortKey(_ id: String) -> SortKey {
        let prefix = String(id.prefix { !$0.isNumber })
        let digits = id.dropFirst(prefix.count).prefix { $0.isNumber }
        return SortKey(prefix: prefix, number: Int(digits) ?? 0, id: id)
    }

    package struct SortKey: Comparable, Sendable {
        let prefix: String
        let number: Int
        let id: String

        package static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.prefix, lhs.number, lhs.id) < (rhs.prefix, rhs.number, rhs.id)
        }
    }
}
