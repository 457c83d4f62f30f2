/// A contact's first and last name, trimmed, each neither empty nor longer than 100 characters.
public struct ContactName: Equatable, Sendable {
    public static let maximumLength = 100
    /// A name's size is bounded too: at most ten Unicode scalars per character allowed, so that a few
    /// characters carrying millions of combining marks are refused as too long, typed or imported.
    public static let maximumScalars = 1_000

    public enum Problem: Error, Equatable, Sendable {
        case missingName
        case tooLong
    }

    public let firstName: String
    public let lastName: String

    private init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }

    /// The trimmed names, or why they cannot make a contact. An empty name is reported before a
    /// long one, so a form with both problems asks for the missing name first.
    public static func validate(firstName: String, lastName: String) -> Result<ContactName, Problem> {
        let first = firstName.trimmedForNames
        let last = lastName.trimmedForNames
        if first.isEmpty || last.isEmpty { return .failure(.missingName) }
        // Scalars first: counting characters reads every grapheme, which a huge name makes slow.
        if [first, last].contains(where: { $0.unicodeScalars.count > maximumScalars || $0.count > maximumLength }) {
            return .failure(.tooLong)
        }
        return .success(ContactName(firstName: first, lastName: last))
    }

    /// A directory name split at its last space: "Ana María López" gives "Ana María" and "López".
    /// Nil for a name with no space or with a part that breaks the rules.
    public static func splitting(_ fullName: String) -> ContactName? {
        let trimmed = fullName.trimmedForNames
        guard let space = trimmed.lastIndex(of: " ") else { return nil }
        let first = String(trimmed[..<space])
        let last = String(trimmed[trimmed.index(after: space)...])
        return try? validate(firstName: first, lastName: last).get()
    }
}
