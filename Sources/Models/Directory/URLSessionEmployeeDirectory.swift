import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live directory: one GET of `url` through URLSession, within a deadline and a size limit, so
/// that an import never waits forever nor reads an answer of any size.
@MainActor
public final class URLSessionEmployeeDirectory: EmployeeDirectory {
    private let url: URL
    private let configuration: URLSessionConfiguration
    let limits: DirectoryLimits

    /// `configuration` is copied and given the limits' deadlines; a test passes one with a stub
    /// protocol class.
    public init(url: URL, configuration: URLSessionConfiguration = .ephemeral, limits: DirectoryLimits = .standard) {
        self.url = url
        let copy = configuration.copy() as? URLSessionConfiguration ?? configuration
        copy.timeoutIntervalForRequest = limits.answerSeconds
        copy.timeoutIntervalForResource = limits.overallSeconds
        self.configuration = copy
        self.limits = limits
    }

    /// The session configuration every request uses, deadlines included.
    var sessionConfiguration: URLSessionConfiguration { configuration }

    public func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        let receiver = DirectoryAnswerReceiver(limits: limits) { result in
            Task { @MainActor in completion(result) }
        }
        // A session per request: its delegate collects this answer only, and the session lets go of
        // the delegate once the task is over.
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        session.dataTask(with: URLRequest(url: url, timeoutInterval: limits.answerSeconds)).resume()
        session.finishTasksAndInvalidate()
    }

    nonisolated static func result(
        data: Data?, response: URLResponse?, error: (any Error)?
    ) -> Result<[Employee], DirectoryError> {
        if let error { return .failure(.transport(reason: DirectoryTransportReason.sentence(for: error))) }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(.transport(reason: "The directory answered with HTTP \(http.statusCode)."))
        }
        return Result { () throws(DirectoryError) in try DirectoryResponse.employees(from: data ?? Data()) }
    }
}
