/// Which items of the todo list the Todo screen shows. The cases are in the order of the screen's
/// segments; the raw values are how the choice is saved with the list.
public enum TodoFilter: String, CaseIterable, Codable, Sendable {
    /// Every item.
    case all
    /// The items not done yet.
    case open
    /// The items done.
    case done

    /// Whether a list under this filter shows `item`.
    public func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .open: !item.isDone
        case .done: item.isDone
        }
    }
}
