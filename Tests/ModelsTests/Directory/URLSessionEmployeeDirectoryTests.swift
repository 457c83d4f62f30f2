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

    private struct OfflineError: LocalizedError {
        var errorDescription: String? { "The Internet connection appears to be offline." }
    }

    private static func http(_ statusCode: Int) -> HTTPURLResponse? {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)
    }

    @Test("a transport error is a transport failure with the error's description, whatever data came")
    func transportError() {
        let result = URLSessionEmployeeDirectory.result(data: Self.goodData, response: nil, error: OfflineError())

        #expect(result == .failure(.transport(reason: "The Internet connection appears to be offline.")))
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
