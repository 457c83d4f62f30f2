/// The rules for a todo item's name: trimmed, not empty, at most 200 characters.
public enum TodoName {
    public static let maximumLength = 200
    /// A name's size is bounded too: at most ten Unicode scalars per character allowed, so that a few
    /// characters carrying millions of combining marks are refused as too long.
    public static let maximumScalars = 2_000

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
        // Scalars first: counting characters reads every grapheme, which a huge name makes slow.
        if name.unicodeScalars.count > maximumScalars || name.count > maximumLength { return .failure(.tooLong) }
        return .success(name)
    }
}
