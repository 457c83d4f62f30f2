/// A results file the report cannot use: which, why, and how to write it again.
package struct ResultsFileError: Error, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String
    package let remedy: String

    package init(path: String, reason: String, remedy: String) {
        self.path = path
        self.reason = reason
        self.remedy = remedy
    }

    package var description: String { "Cannot use \(path): \(reason); \(remedy)." }
}
