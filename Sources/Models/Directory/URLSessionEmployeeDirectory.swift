import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live directory: one GET of `url` through URLSession.
@MainActor
public final class URLSessionEmployeeDirectory: EmployeeDirectory {
    private let url: URL
    private let session: URLSession

    public init(url: URL, session: URLSession = .shared) {
        self.url = url
        self.session = session
    }

    public func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        let task = session.dataTask(with: url) { data, response, error in
            let result = Self.result(data: data, response: response, error: error)
            Task { @MainActor in completion(result) }
        }
        task.resume()
    }

    nonisolated static func result(
        data: Data?, response: URLResponse?, error: (any Error)?
    ) -> Result<[Employee], DirectoryError> {
        if let error { return .failure(.transport(reason: error.localizedDescription)) }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(.transport(reason: "The directory answered with HTTP \(http.statusCode)."))
        }
        return Result { () throws(DirectoryError) in try DirectoryResponse.employees(from: data ?? Data()) }
    }
}
