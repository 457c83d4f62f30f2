/// A results file the report cannot use: which, why, and how to write it again.
package struct ResultsFileError: Error, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String
    package let remedy: String

    package var description: String { "Cannot use \(path): \(reason); \(remedy)." }
}
