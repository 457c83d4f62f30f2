import Models
import TestSupport
import Testing

@Suite("EmployeeDirectoryStub", .checkingForLeaks)
@MainActor
struct EmployeeDirectoryStubTests {
    /// Asks the directory the way a screen does: holding itself weakly in the completion.
    @MainActor
    private final class RequesterSpy {
        private(set) var results: [Result<[Employee], DirectoryError>] = []

        func request(from directory: any EmployeeDirectory) {
            directory.fetchEmployees { [weak self] result in self?.results.append(result) }
        }
    }

    private let tiger = Employee(id: "1", name: "Tiger Nixon")

    private func makeSUT() -> EmployeeDirectoryStub {
        let stub = EmployeeDirectoryStub()
        trackForMemoryLeaks(stub)
        return stub
    }

    @Test("answers go to the waiting requests oldest first, one answer each")
    func answersInOrder() {
        let stub = makeSUT()
        let first = RequesterSpy()
        let second = RequesterSpy()
        first.request(from: stub)
        second.request(from: stub)

        stub.succeed(with: [tiger])
        stub.fail(with: .undecodable)

        #expect(first.results == [.success([tiger])])
        #expect(second.results == [.failure(.undecodable)])
        #expect(stub.requestCount == 2)
        #expect(stub.pendingCount == 0)
    }

    @Test("a request nobody answers never completes")
    func neverAnswering() {
        let stub = makeSUT()
        let requester = RequesterSpy()

        requester.request(from: stub)

        #expect(requester.results.isEmpty)
        #expect(stub.pendingCount == 1)
    }

    @Test("an answer with no request waiting does nothing and is not kept for a later request")
    func answerWithoutRequest() {
        let stub = makeSUT()
        stub.succeed(with: [tiger])
        let requester = RequesterSpy()

        requester.request(from: stub)

        #expect(requester.results.isEmpty)
        #expect(stub.pendingCount == 1)
    }

    @Test("an answer after the requester is gone is dropped, and the stub did not keep the requester alive")
    func requesterGone() {
        let stub = makeSUT()
        var requester: RequesterSpy? = RequesterSpy()
        requester?.request(from: stub)
        weak let goneRequester = requester

        requester = nil
        stub.succeed(with: [tiger])

        #expect(goneRequester == nil)
        #expect(stub.pendingCount == 0)
    }
}
