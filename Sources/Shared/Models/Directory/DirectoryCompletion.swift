/// The completion of one request, called once: with the answer or with the deadline's failure,
/// whichever comes first. What comes later (a cancelled request's own end) is dropped.
@MainActor
final class DirectoryCompletion {
    typealias Completion = @MainActor (Result<[Employee], DirectoryError>) -> Void

    private var completion: Completion?
    /// Cancels the deadline once the answer came first, releasing what its action holds.
    var cancelDeadline: (@MainActor () -> Void)?

    init(_ completion: @escaping Completion) {
        self.completion = completion
    }

    func finish(_ result: Result<[Employee], DirectoryError>) {
        guard let completion else { return }
        self.completion = nil
        cancelDeadline?()
        cancelDeadline = nil
        completion(result)
    }
}
