import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one answer as it arrives and stops it once it is larger than the limit, so that an
/// oversized answer is refused before it is all in memory. Its session calls it on one serial
/// queue, one task at a time, which is what makes the unchecked sendability sound.
final class DirectoryAnswerReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[Employee], DirectoryError>) -> Void

    private let limits: DirectoryLimits
    private let completion: Completion
    private var data = Data()
    private var isTooLarge = false

    init(limits: DirectoryLimits, completion: @escaping Completion) {
        self.limits = limits
        self.completion = completion
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        isTooLarge = response.expectedContentLength > Int64(limits.maximumBytes)
        completionHandler(isTooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !isTooLarge else { return }
        self.data.append(data)
        if self.data.count > limits.maximumBytes {
            isTooLarge = true
            self.data = Data()
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if isTooLarge {
            completion(
                .failure(.transport(reason: "The directory's answer was larger than \(limits.maximumSizeText).")))
        } else {
            completion(URLSessionEmployeeDirectory.result(data: data, response: task.response, error: error))
        }
    }
}
