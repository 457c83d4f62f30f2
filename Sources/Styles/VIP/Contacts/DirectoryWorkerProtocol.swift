import Models

/// What the contacts interactor asks of the employee directory's worker. Tests stand in for it.
@MainActor
protocol DirectoryWorkerProtocol: AnyObject {
    /// Asks the directory for its employees; `completion` gets the answer.
    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void)
}
