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
    private func fetch(
        _ path: String, limits: DirectoryLimits = .standard
    ) async -> Result<[Employee], DirectoryError> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [DirectoryURLProtocolStub.self]
        let directory = URLSessionEmployeeDirectory(
            url: URL(string: "stub://directory/\(path)")!, configuration: configuration, limits: limits)
        trackForMemoryLeaks(directory)
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
        case "announced-large":
            respond(to: client, url: url, status: 200, body: "{}", headers: ["Content-Length": "3000000"])
        default:
            respond(
                to: client, url: url, status: 200,
                body: #"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}]}"#)
        }
    }

    override func stopLoading() {}

    private func respond(
        to client: any URLProtocolClient, url: URL, status: Int, body: String, headers: [String: String]? = nil
    ) {
        if let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        {
            client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client.urlProtocol(self, didLoad: Data(body.utf8))
        client.urlProtocolDidFinishLoading(self)
    }
}
