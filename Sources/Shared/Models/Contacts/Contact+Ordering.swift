import Foundation

extension Contact {
    /// The full name as the list compares it: case and diacritics folded away.
    public var sortKey: String {
        Contact.fold(fullName)
    }

    /// The list order: folded full name, then the full name itself, then id, so that the order is
    /// total and the same on every platform.
    public static func isOrderedBefore(_ lhs: Contact, _ rhs: Contact) -> Bool {
        isOrderedBefore(lhs, key: lhs.sortKey, rhs, key: rhs.sortKey)
    }

    /// The list order for contacts whose sort keys are already known: folding is the costly part.
    static func isOrderedBefore(_ lhs: Contact, key lhsKey: String, _ rhs: Contact, key rhsKey: String) -> Bool {
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        let (left, right) = (lhs.fullName, rhs.fullName)
        if left != right { return left < right }
        return lhs.id < rhs.id
    }

    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
