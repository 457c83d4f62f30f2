/// The remote employee directory that contacts are imported from.
///
/// It answers through a completion called on the main actor, at most once per request. A completion
/// rather than `async` keeps the caller in charge of ordering: a test decides the very moment the
/// answer arrives, with no waiting, and a caller that is gone by then simply ignores it.
@MainActor
public protocol EmployeeDirectory: AnyObject {
    func fetchEmployees(completion: @escaping @MainActor (Result<[Employee], DirectoryError>) -> Void)
}
