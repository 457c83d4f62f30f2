/// A person in the contacts list.
public struct Contact: Codable, Equatable, Identifiable, Sendable {
    public let id: Int
    public let firstName: String
    public let lastName: String

    public init(id: Int, firstName: String, lastName: String) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
    }

    public var fullName: String {
        firstName + " " + lastName
    }
}
