import Models

@testable import VIP

/// Stands in for the directory worker: it keeps each request's completion and answers the oldest
/// waiting one when told.
@MainActor
final class DirectoryWorkerStub: DirectoryWorkerProtocol {
    private var completions: [@MainActor (Result<[Employee], DirectoryError>) -> Void] = []
    private(set) var requestCount = 0

    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        requestCount += 1
        completions.append(completion)
    }

    /// Answers the oldest waiting request with `result`.
    func answer(_ result: Result<[Employee], DirectoryError>) {
        guard !completions.isEmpty else { return }
        completions.removeFirst()(result)
    }
}
