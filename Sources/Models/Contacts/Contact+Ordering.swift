import Foundation

extension Contact {
    /// The full name as the list compares it: case and diacritics folded away.
    public var sortKey: String {
        Contact.fold(fullName)
    }

    /// The list order: folded full name, then the full name itself, then id, so that the order is
    /// total and the same on every platform.
    public static func isOrderedBefore(_ lhs: Contact, _ rhs: Contact) -> Bool {
        let (left, right) = (lhs.sortKey, rhs.sortKey)
        if left != right { return left < right }
        if lhs.fullName != rhs.fullName { return lhs.fullName < rhs.fullName }
        return lhs.id < rhs.id
    }

    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
