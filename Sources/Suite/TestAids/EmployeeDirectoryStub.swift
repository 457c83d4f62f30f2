import Models

/// A directory whose answers the caller releases when it chooses: each request waits until
/// `succeed(with:)` or `fail(with:)` answers the oldest one, or forever if nobody does.
@MainActor
public final class EmployeeDirectoryStub: EmployeeDirectory {
    public typealias Completion = @MainActor (Result<[Employee], DirectoryError>) -> Void

    private var pending: [Completion] = []
    public private(set) var requestCount = 0

    public init() {}

    /// Requests made and not answered yet.
    public var pendingCount: Int { pending.count }

    public func fetchEmployees(completion: @escaping Completion) {
        requestCount += 1
        pending.append(completion)
    }

    public func succeed(with employees: [Employee]) {
        answer(.success(employees))
    }

    public func fail(with error: DirectoryError) {
        answer(.failure(error))
    }

    /// Answers the oldest waiting request; does nothing when none waits.
    public func answer(_ result: Result<[Employee], DirectoryError>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}
