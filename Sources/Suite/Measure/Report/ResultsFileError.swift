/// A results file the report cannot use: which, why, and how to write it again.
public struct ResultsFileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public let remedy: String

    public var description: String { "Cannot use \(path): \(reason); \(remedy)." }
}
