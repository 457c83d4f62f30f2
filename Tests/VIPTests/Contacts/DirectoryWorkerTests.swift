import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("DirectoryWorker", .checkingForLeaks, .profilingEachCase)
struct DirectoryWorkerTests {
    @Test("a request waits for the directory's answer, which goes to its completion")
    func answer() {
        let (sut, directory) = makeSUT()
        var answers: [Result<[Employee], DirectoryError>] = []

        sut.fetchEmployees { answers.append($0) }
        let fetchingBeforeTheAnswer = sut.isFetching
        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(fetchingBeforeTheAnswer)
        #expect(answers == [.success(Fixtures.employees("Tiger Nixon"))])
        #expect(sut.isFetching == false)
    }

    @Test("asking again while a request waits starts nothing; once answered, a new request can start")
    func oneAtATime() {
        let (sut, directory) = makeSUT()
        var answers: [Result<[Employee], DirectoryError>] = []

        sut.fetchEmployees { answers.append($0) }
        sut.fetchEmployees { answers.append($0) }
        directory.fail(with: .undecodable)
        sut.fetchEmployees { answers.append($0) }

        #expect(directory.requestCount == 2)
        #expect(answers == [.failure(.undecodable)])
        #expect(sut.isFetching)
    }

    @Test("an answer that arrives after the worker is gone is dropped")
    func lateAnswer() {
        let directory = EmployeeDirectoryStub()
        trackForMemoryLeaks(directory)
        var sut: DirectoryWorker? = DirectoryWorker(directory: directory)
        weak let released = sut
        var answers = 0
        sut?.fetchEmployees { _ in answers += 1 }
        sut = nil

        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(released == nil)
        #expect(answers == 0)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (DirectoryWorker, EmployeeDirectoryStub)
    {
        let directory = EmployeeDirectoryStub()
        let sut = DirectoryWorker(directory: directory)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(directory, sourceLocation: sourceLocation)
        return (sut, directory)
    }
}
