import Foundation

/// Where the commands print: standard output and standard error, written unbuffered so progress
/// shows as it happens even when the output is a pipe or a file.
package enum Terminal {
    @Sendable package static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    @Sendable package static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
