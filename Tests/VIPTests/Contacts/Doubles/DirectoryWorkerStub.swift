import Models

@testable import VIP

/// Stands in for the directory worker: it keeps each request's completion and answers when told,
/// reporting a request as waiting until then.
@MainActor
final class DirectoryWorkerStub: DirectoryWorkerProtocol {
    private var completion: (@MainActor (Result<[Employee], DirectoryError>) -> Void)?
    private(set) var requestCount = 0

    var isFetching: Bool { completion != nil }

    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        requestCount += 1
        self.completion = completion
    }

    /// Answers the waiting request with `result`.
    func answer(_ result: Result<[Employee], DirectoryError>) {
        let waiting = completion
        completion = nil
        waiting?(result)
    }
}
