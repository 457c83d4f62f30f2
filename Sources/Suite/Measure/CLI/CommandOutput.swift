/// What a command prints and its exit status, so commands can be tested without a process.
package struct CommandOutput: Equatable {
    package var status: Int32 = 0
    package var standardOutput = ""
    package var standardError = ""

    static func failure(_ message: String) -> CommandOutput {
        CommandOutput(status: 1, standardError: message + "\n")
    }
}
