extension TodoRowViewModel {
    /// A button that swiping the row reveals: what it does, its title and how it looks.
    struct SwipeAction: Equatable, Sendable {
        enum Kind: Hashable, Sendable {
            case remove
            case done
            case undone
            case priority
        }

        let kind: Kind
        let title: String
        let isDestructive: Bool
        let color: DisplayColor

        static let remove = SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red)
        static let done = SwipeAction(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
        static let undone = SwipeAction(kind: .undone, title: "Undone", isDestructive: false, color: .orange)
        static let priority = SwipeAction(kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)
    }
}
