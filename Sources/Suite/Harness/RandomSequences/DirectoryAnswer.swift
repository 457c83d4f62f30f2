import Models

/// What the directory answers in a random sequence.
enum DirectoryAnswer: Equatable, Sendable, CustomStringConvertible {
    case employees([String])
    case failure(DirectoryError)

    var result: Result<[Employee], DirectoryError> {
        switch self {
        case .employees(let names): .success(Employees.named(names))
        case .failure(let error): .failure(error)
        }
    }

    var description: String {
        switch self {
        case .employees(let names): "employees \(names)"
        case .failure(let error): "failure \"\(error.reason)\""
        }
    }
}
