/// The rules for a todo item's name: trimmed, not empty, at most 200 characters.
public enum TodoName {
    public static let maximumLength = 200

    public enum Problem: Error, Equatable, Sendable {
        case empty
        case tooLong
    }

    /// Whether the text would enable "Add": it is not empty once trimmed.
    public static func canSubmit(_ text: String) -> Bool {
        !text.trimmedForNames.isEmpty
    }

    /// The name to store for `text`, or why there is none.
    public static func validate(_ text: String) -> Result<String, Problem> {
        let name = text.trimmedForNames
        if name.isEmpty { return .failure(.empty) }
        if name.count > maximumLength { return .failure(.tooLong) }
        return .success(name)
    }
}
