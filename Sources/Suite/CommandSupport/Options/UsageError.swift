/// A mistake in a command line; the message says which, in words.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The exit status of a command given a wrong command line (BSD's EX_USAGE).
    package static let exitStatus: Int32 = 64

    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
