/// What a command prints and its exit status, so commands can be tested without a process.
struct CommandOutput: Equatable {
    var status: Int32 = 0
    var standardOutput = ""
    var standardError = ""

    static func failure(_ message: String) -> CommandOutput {
        CommandOutput(status: 1, standardError: message + "\n")
    }
}
