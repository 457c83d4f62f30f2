import Models

/// Asks the employee directory for its employees. It keeps nothing: whether a request is waiting is
/// the contacts interactor's to know.
@MainActor
final class DirectoryWorker: DirectoryWorkerProtocol {
    private let directory: any EmployeeDirectory

    init(directory: any EmployeeDirectory) {
        self.directory = directory
    }

    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        directory.fetchEmployees(completion: completion)
    }
}
