/// One person in the employee directory's answer. Only the name is used by the app; the other
/// fields are kept because the directory sends them.
public struct Employee: Decodable, Equatable, Sendable {
    public let id: String
    public let name: String
    public let salary: String?
    public let age: String?
    public let profileImage: String?

    public init(id: String, name: String, salary: String? = nil, age: String? = nil, profileImage: String? = nil) {
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
}
