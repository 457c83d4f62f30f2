import Foundation
import Models
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live client end to end through a real URLSession whose transport is a URLProtocol stub, so no
/// network is involved: the request goes out, the stub answers, and the completion comes back on the
/// main actor.
@Suite("URLSessionEmployeeDirectory fetching", .checkingForLeaks)
@MainActor
struct URLSessionEmployeeDirectoryFetchTests {
    private func makeDirectory(
        _ path: String, limits: DirectoryLimits = .standard, scheduler: any Scheduler = TaskScheduler(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> URLSessionEmployeeDirectory {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [DirectoryURLProtocolStub.self]
        let directory = URLSessionEmployeeDirectory(
            url: URL(string: "stub://directory/\(path)")!, configuration: configuration, limits: limits,
            scheduler: scheduler)
        trackForMemoryLeaks(directory, sourceLocation: sourceLocation)
        return directory
    }

    private func fetch(
        _ path: String, limits: DirectoryLimits = .standard, scheduler: any Scheduler = TaskScheduler()
    ) async -> Result<[Employee], DirectoryError> {
        let directory = makeDirectory(path, limits: limits, scheduler: scheduler)
        return await withCheckedContinuation { continuation in
            directory.fetchEmployees { continuation.resume(returning: $0) }
        }
    }

    @Test("a directory answer read through URLSession becomes employees")
    func success() async throws {
        let result = await fetch("success")

        #expect(try result.get().map(\.name) == ["Tiger Nixon"])
    }

    @Test("an HTTP error status from the server is a transport failure naming the status")
    func serverError() async {
        let result = await fetch("server-error")

        #expect(result == .failure(.transport(reason: "The directory answered with HTTP 500.")))
    }

    @Test("a request that fails because the device is offline says so in plain words")
    func transportFailure() async {
        let result = await fetch("offline")

        #expect(result == .failure(.transport(reason: "This device is offline.")))
    }

    @Test("an answer larger than the limit is refused with the limit in words, however it arrives")
    func tooLarge() async {
        let limits = DirectoryLimits(answerSeconds: 15, overallSeconds: 60, maximumBytes: 40)

        let result = await fetch("success", limits: limits)

        #expect(result == .failure(.transport(reason: "The directory's answer was larger than 40 bytes.")))
    }

    @Test("an answer that announces a size over the limit is refused before it is read")
    func announcedTooLarge() async {
        let limits = DirectoryLimits(answerSeconds: 15, overallSeconds: 60, maximumBytes: 2 << 20)

        let result = await fetch("announced-large", limits: limits)

        #expect(result == .failure(.transport(reason: "The directory's answer was larger than 2 MB.")))
    }

    @Test("an answer within the limit is read whole")
    func withinLimit() async throws {
        let limits = DirectoryLimits(answerSeconds: 15, overallSeconds: 60, maximumBytes: 200)

        let result = await fetch("success", limits: limits)

        #expect(try result.get().map(\.name) == ["Tiger Nixon"])
    }

    @Test("a request that gets no answer in time says so in plain words")
    func timedOut() async {
        let result = await fetch("timed-out")

        #expect(result == .failure(.transport(reason: "The directory did not answer in time.")))
    }

    @Test("an answer still trickling in when the overall deadline passes ends the import, once, as too late")
    func overallDeadline() {
        let scheduler = SchedulerFake()
        let completions = CompletionSpy()
        let directory = makeDirectory(
            "trickle", limits: DirectoryLimits(answerSeconds: 15, overallSeconds: 60, maximumBytes: 1000),
            scheduler: scheduler)

        directory.fetchEmployees(completion: completions.record)
        scheduler.advance(by: 59)
        let beforeTheDeadline = completions.results
        scheduler.advance(by: 1)

        #expect(beforeTheDeadline.isEmpty)
        #expect(completions.results == [.failure(.transport(reason: "The directory did not answer in time."))])
    }

    @Test("an answer that comes in time leaves no deadline behind to end the import a second time")
    func answerBeforeTheDeadline() async throws {
        let scheduler = SchedulerFake()

        let result = await fetch("success", scheduler: scheduler)
        let waitingAfterTheAnswer = scheduler.waitingCount

        #expect(try result.get().map(\.name) == ["Tiger Nixon"])
        #expect(waitingAfterTheAnswer == 0)
    }

    @Test(
        "an answer cut short after it began says so, as Linux and Apple's platforms report it",
        arguments: ["cut-short-on-linux", "cut-short-on-apple-platforms"])
    func cutShort(path: String) async {
        let result = await fetch(path)

        #expect(result == .failure(.transport(reason: "The directory's answer was cut short.")))
    }
}

/// Keeps every result a request completes with, in order.
@MainActor
private final class CompletionSpy {
    private(set) var results: [Result<[Employee], DirectoryError>] = []

    func record(_ result: Result<[Employee], DirectoryError>) {
        results.append(result)
    }
}

/// Answers requests for `stub://directory/<case>` with a canned answer chosen by the path, so it
/// needs no shared state.
private final class DirectoryURLProtocolStub: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let client else { return }
        switch url.lastPathComponent {
        case "offline":
            client.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
            return
        case "timed-out":
            client.urlProtocol(self, didFailWithError: URLError(.timedOut))
            return
        case "server-error":
            respond(to: client, url: url, status: 500, body: "")
        case "trickle":
            // The first bytes of an answer whose rest never comes, however long the test runs.
            respond(
                to: client, url: url, status: 200, body: #"{"status":"#, headers: ["Content-Length": "200"],
                ending: .never)
        case "cut-short-on-linux":
            // Linux's URLSession turns libcurl's "transfer closed with bytes remaining" into this.
            respond(
                to: client, url: url, status: 200, body: #"{"status":"#, headers: ["Content-Length": "200"],
                ending: .failed(
                    NSError(
                        domain: NSURLErrorDomain, code: NSURLErrorUnknown,
                        userInfo: [NSLocalizedDescriptionKey: "transfer closed with 190 bytes remaining to read"])))
        case "cut-short-on-apple-platforms":
            respond(
                to: client, url: url, status: 200, body: #"{"status":"#, headers: ["Content-Length": "200"],
                ending: .failed(URLError(.networkConnectionLost)))
        case "announced-large":
            respond(to: client, url: url, status: 200, body: "{}", headers: ["Content-Length": "3000000"])
        default:
            respond(
                to: client, url: url, status: 200,
                body: #"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}]}"#)
        }
    }

    override func stopLoading() {}

    /// How an answer ends after its body.
    private enum Ending {
        case finished
        case failed(any Error)
        /// Nothing more comes, until the request is cancelled.
        case never
    }

    private func respond(
        to client: any URLProtocolClient, url: URL, status: Int, body: String, headers: [String: String]? = nil,
        ending: Ending = .finished
    ) {
        if let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        {
            client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client.urlProtocol(self, didLoad: Data(body.utf8))
        switch ending {
        case .finished: client.urlProtocolDidFinishLoading(self)
        case .failed(let error): client.urlProtocol(self, didFailWithError: error)
        case .never: break
        }
    }
}
