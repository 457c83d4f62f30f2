import Models

/// Asks the employee directory for its employees, one request at a time: a second ask while one
/// is waiting starts nothing.
@MainActor
final class DirectoryWorker: DirectoryWorkerProtocol {
    private let directory: any EmployeeDirectory
    private(set) var isFetching = false

    init(directory: any EmployeeDirectory) {
        self.directory = directory
    }

    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void) {
        guard !isFetching else { return }
        isFetching = true
        // Weak: an answer that arrives after the scene is gone finds nobody and is dropped.
        directory.fetchEmployees { [weak self] result in
            guard let self else { return }
            isFetching = false
            completion(result)
        }
    }
}
