import Foundation
import Testing

@testable import Models

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSessionEmployeeDirectory turning a response into a result")
struct URLSessionEmployeeDirectoryTests {
    private static let url = URL(string: "https://directory.example/api/v1/employees")!
    private static let goodData = Data(#"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}]}"#.utf8)

    private struct OtherError: LocalizedError {
        var errorDescription: String? { "Couldn't connect to server" }
    }

    private static func http(_ statusCode: Int) -> HTTPURLResponse? {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)
    }

    @Test(
        "a transport error is a plain sentence for its kind, whatever data came",
        arguments: [
            (URLError.Code.timedOut, "The directory did not answer in time."),
            (.cannotConnectToHost, "The directory refused the connection."),
            (.networkConnectionLost, "The directory's answer was cut short."),
            (.notConnectedToInternet, "This device is offline."),
            (.cannotFindHost, "The directory's address could not be found."),
            (.dnsLookupFailed, "The directory's address could not be found."),
            (.secureConnectionFailed, "A secure connection to the directory could not be made."),
            (.badServerResponse, "The directory could not be reached."),
        ]
    )
    func transportError(code: URLError.Code, sentence: String) {
        let result = URLSessionEmployeeDirectory.result(data: Self.goodData, response: nil, error: URLError(code))

        #expect(result == .failure(.transport(reason: sentence)))
    }

    @Test(
        "a failure after the directory began to answer, other than a timeout, cut the answer short",
        arguments: [
            (URLError(.unknown), "The directory's answer was cut short."),
            (URLError(.networkConnectionLost), "The directory's answer was cut short."),
            (URLError(.badServerResponse), "The directory's answer was cut short."),
            (URLError(.timedOut), "The directory did not answer in time."),
            (URLError(.notConnectedToInternet), "This device is offline."),
        ]
    )
    func failureAfterTheAnswerBegan(error: URLError, sentence: String) {
        let result = URLSessionEmployeeDirectory.result(data: Data("{".utf8), response: Self.http(200), error: error)

        #expect(result == .failure(.transport(reason: sentence)))
    }

    @Test("libcurl's partial transfer, as Linux reports it once the answer began, reads as an answer cut short")
    func partialTransferOnLinux() {
        let error = NSError(
            domain: NSURLErrorDomain, code: NSURLErrorUnknown,
            userInfo: [NSLocalizedDescriptionKey: "transfer closed with 190 bytes remaining to read"])

        let result = URLSessionEmployeeDirectory.result(data: Data("{".utf8), response: Self.http(200), error: error)

        #expect(result == .failure(.transport(reason: "The directory's answer was cut short.")))
    }

    @Test("a request ends once: whatever comes after its first result is dropped, and the deadline is cancelled")
    @MainActor
    func completesOnce() {
        var results: [Result<[Employee], DirectoryError>] = []
        var deadlineCancellations = 0
        let completion = DirectoryCompletion { results.append($0) }
        completion.cancelDeadline = { deadlineCancellations += 1 }

        completion.finish(.failure(.transport(reason: "The directory did not answer in time.")))
        completion.finish(.success([Employee(id: "1", name: "Tiger Nixon")]))

        #expect(results == [.failure(.transport(reason: "The directory did not answer in time."))])
        #expect(deadlineCancellations == 1)
    }

    @Test("an error that is not a URL error never shows its own text, which may be a library's")
    func otherError() {
        let result = URLSessionEmployeeDirectory.result(data: nil, response: nil, error: OtherError())

        #expect(result == .failure(.transport(reason: "The directory could not be reached.")))
    }

    @Test("requests have a deadline to answer and one overall: 15 s and 60 s unless told otherwise")
    @MainActor
    func deadlines() {
        let standard = URLSessionEmployeeDirectory(url: Self.url)
        let custom = URLSessionEmployeeDirectory(
            url: Self.url, limits: DirectoryLimits(answerSeconds: 2, overallSeconds: 5, maximumBytes: 100))

        #expect(standard.sessionConfiguration.timeoutIntervalForRequest == 15)
        #expect(standard.sessionConfiguration.timeoutIntervalForResource == 60)
        #expect(standard.limits.maximumBytes == 16_777_216)
        #expect(custom.sessionConfiguration.timeoutIntervalForRequest == 2)
        #expect(custom.sessionConfiguration.timeoutIntervalForResource == 5)
    }

    @Test("an HTTP status outside 200...299 is a transport failure naming the status", arguments: [301, 404, 500, 503])
    func httpError(statusCode: Int) {
        let result = URLSessionEmployeeDirectory.result(
            data: Self.goodData, response: Self.http(statusCode), error: nil)

        #expect(result == .failure(.transport(reason: "The directory answered with HTTP \(statusCode).")))
    }

    @Test("good data with a successful HTTP status decodes the employees", arguments: [200, 299])
    func goodData(statusCode: Int) {
        let result = URLSessionEmployeeDirectory.result(
            data: Self.goodData, response: Self.http(statusCode), error: nil)

        #expect(result == .success([Employee(id: "1", name: "Tiger Nixon")]))
    }

    @Test("the live directory's numeric ids, salaries and ages are read as text")
    func numericFields() {
        let data = Data(
            #"{"status":"success","data":[{"id":1,"employee_name":"Tiger Nixon","employee_salary":320800,"employee_age":61}]}"#
                .utf8)

        let result = URLSessionEmployeeDirectory.result(data: data, response: Self.http(200), error: nil)

        #expect(result == .success([Employee(id: "1", name: "Tiger Nixon", salary: "320800", age: "61")]))
    }

    @Test("an answer with no data is undecodable")
    func noData() {
        let result = URLSessionEmployeeDirectory.result(data: nil, response: Self.http(200), error: nil)

        #expect(result == .failure(.undecodable))
    }

    @Test("a non-success status in a good HTTP answer is reported as that status")
    func statusInBody() {
        let data = Data(#"{"status":"error"}"#.utf8)

        let result = URLSessionEmployeeDirectory.result(data: data, response: Self.http(200), error: nil)

        #expect(result == .failure(.status("error")))
    }
}
