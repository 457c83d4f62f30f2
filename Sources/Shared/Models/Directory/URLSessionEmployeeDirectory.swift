import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live directory: one GET of `url` through URLSession, within deadlines and a size limit, so
/// that an import never waits forever nor reads an answer of any size.
@MainActor
public final class URLSessionEmployeeDirectory: EmployeeDirectory {
    private let url: URL
    private let configuration: URLSessionConfiguration
    private let scheduler: any Scheduler
    let limits: DirectoryLimits

    /// `configuration` is copied and given the limits' deadlines; a test passes one with a stub
    /// protocol class. `scheduler` keeps the overall deadline.
    public init(
        url: URL, configuration: URLSessionConfiguration = .ephemeral, limits: DirectoryLimits = .standard,
        scheduler: any Scheduler = TaskScheduler()
    ) {
        self.url = url
        let copy = configuration.copy() as? URLSessionConfiguration ?? configuration
        copy.timeoutIntervalForRequest = limits.answerSeconds
        copy.timeoutIntervalForResource = limits.overallSeconds
        self.configuration = copy
        self.scheduler = scheduler
        self.limits = limits
    }

    /// The session configuration every request uses, deadlines included.
    var sessionConfiguration: URLSessionConfiguration { configuration }

    public func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        let request = DirectoryCompletion(completion)
        let receiver = DirectoryAnswerReceiver(limits: limits) { result in
            Task { @MainActor in request.finish(result) }
        }
        // A session per request: its delegate collects this answer only, and the session lets go of
        // the delegate once the task is over.
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        let task = session.dataTask(with: URLRequest(url: url, timeoutInterval: limits.answerSeconds))
        // The configuration's overall deadline is not kept on every platform (Linux ignores it), and a
        // server that trickles its answer never trips the one for silences: the overall one is kept
        // here. Cancelling ends the task; its own end then comes after this failure and is dropped.
        request.cancelDeadline = scheduler.schedule(after: limits.overallSeconds) {
            task.cancel()
            request.finish(.failure(.transport(reason: DirectoryTransportReason.sentence(for: URLError(.timedOut)))))
        }
        task.resume()
        session.finishTasksAndInvalidate()
    }

    nonisolated static func result(
        data: Data?, response: URLResponse?, error: (any Error)?
    ) -> Result<[Employee], DirectoryError> {
        if let error {
            // A response means the directory was reached and began to answer.
            let reason = DirectoryTransportReason.sentence(for: error, afterAnswerBegan: response != nil)
            return .failure(.transport(reason: reason))
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(.transport(reason: "The directory answered with HTTP \(http.statusCode)."))
        }
        return Result { () throws(DirectoryError) in try DirectoryResponse.employees(from: data ?? Data()) }
    }
}
