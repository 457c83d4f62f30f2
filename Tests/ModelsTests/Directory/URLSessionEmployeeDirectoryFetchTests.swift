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
    private func fetch(_ path: String) async -> Result<[Employee], DirectoryError> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [DirectoryURLProtocolStub.self]
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let directory = URLSessionEmployeeDirectory(url: URL(string: "stub://directory/\(path)")!, session: session)
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

    @Test("a request that fails in transport is a transport failure")
    func transportFailure() async {
        let result = await fetch("offline")

        guard case .failure(.transport) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
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
        case "server-error":
            respond(to: client, url: url, status: 500, body: "")
        default:
            respond(
                to: client, url: url, status: 200,
                body: #"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}]}"#)
        }
    }

    override func stopLoading() {}

    private func respond(to client: any URLProtocolClient, url: URL, status: Int, body: String) {
        if let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil) {
            client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client.urlProtocol(self, didLoad: Data(body.utf8))
        client.urlProtocolDidFinishLoading(self)
    }
}
