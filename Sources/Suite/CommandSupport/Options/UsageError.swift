/// A mistake in a command line; the message says which, in words.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The exit status of a command given a wrong command line (BSD's EX_USAGE).
    package static let exitStatus: Int32 = 64

    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    /// `option` named a style that does not exist: says so and lists the styles there are, the same
    /// words for every command that takes a style.
    package static func unknownStyle(_ name: String, option: String, styles: [String]) -> UsageError {
        UsageError(
            "option \(option): there is no style named \(name); the styles are \(styles.joined(separator: ", "))")
    }
}
