/// Why an import from the employee directory failed.
public enum DirectoryError: Error, Equatable, Sendable {
    /// The request did not get an answer (no connection, a timeout, an HTTP error status).
    case transport(reason: String)
    /// An answer came but was not the directory's JSON.
    case undecodable
    /// The directory answered with a status other than "success".
    case status(String)

    /// The text the import alert shows.
    public var reason: String {
        switch self {
        case .transport(let reason): reason
        case .undecodable: "The directory's answer could not be read."
        case .status(let status): "The directory answered with status \(status)."
        }
    }
}
