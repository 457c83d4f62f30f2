/// One record of the employee directory's answer. Only the name is used by the app; the other
/// fields are kept because the directory sends them.
///
/// The live directory has been seen sending ids, salaries and ages as numbers as well as text, so
/// both are read, as text. A field that is missing or of another type is nil; a record whose name is
/// nil is one the import skips and counts.
public struct Employee: Decodable, Equatable, Sendable {
    public let id: String?
    public let name: String?
    public let salary: String?
    public let age: String?
    public let profileImage: String?

    public init(
        id: String?, name: String?, salary: String? = nil, age: String? = nil, profileImage: String? = nil
    ) {
        self.id = id
        self.name = name
        self.salary = salary
        self.age = age
        self.profileImage = profileImage
    }

    private enum CodingKeys: String, CodingKey {
        case id
        case name = "employee_name"
        case salary = "employee_salary"
        case age = "employee_age"
        case profileImage = "profile_image"
    }

    /// Never fails: a record that is not an object, or whose fields are not what they should be, is
    /// a record with those fields missing.
    public init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            self.init(id: nil, name: nil)
            return
        }
        func text(_ key: CodingKeys) -> String? {
            try? container.decodeIfPresent(String.self, forKey: key)
        }
        func textOrNumber(_ key: CodingKeys) -> String? {
            if let text = text(key) { return text }
            if let whole = try? container.decodeIfPresent(Int.self, forKey: key) { return String(whole) }
            if let number = try? container.decodeIfPresent(Double.self, forKey: key) { return String(number) }
            return nil
        }
        self.init(
            id: textOrNumber(.id), name: text(.name), salary: textOrNumber(.salary), age: textOrNumber(.age),
            profileImage: text(.profileImage))
    }
}
