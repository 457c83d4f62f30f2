/// How pressing a todo item is. The order of the cases is the order of importance.
public enum Priority: Int, CaseIterable, Codable, Comparable, Sendable {
    case normal
    case important
    case urgent

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
