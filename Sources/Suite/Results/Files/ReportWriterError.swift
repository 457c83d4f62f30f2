/// A file of the report or of a command's results that could not be written, and why.
package struct ReportWriterError: Error, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "Could not write the report at \(path): \(reason)." }
}
