import Models

/// What the contacts interactor asks of the employee directory's worker. Tests stand in for it.
@MainActor
protocol DirectoryWorkerProtocol: AnyObject {
    /// Whether a request is waiting for its answer.
    var isFetching: Bool { get }
    /// Asks for the employees, unless a request is already waiting; `completion` gets the answer.
    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void)
}
