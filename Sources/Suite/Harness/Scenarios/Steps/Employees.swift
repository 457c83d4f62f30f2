import Models

/// Directory answers for the import scenarios.
public enum Employees {
    /// One employee per name, with the other fields the directory sends.
    public static func named(_ names: [String]) -> [Employee] {
        names.enumerated().map { index, name in
            Employee(id: "\(index + 1)", name: name, salary: "320800", age: "61", profileImage: "")
        }
    }
}
