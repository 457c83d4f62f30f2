import Foundation

/// The `compare` executable of the build these tests belong to: SwiftPM builds it into the same folder
/// as the test binary (`swift build --build-tests` builds both).
enum CompareExecutable {
    static var url: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
        // On macOS the test binary sits inside its bundle, a few folders down.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("compare")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Starts compare with `arguments` in `directory`, its output collected in a pipe. Its own coverage
    /// profile is discarded, so that it never mixes with the profile of the tests that start it.
    static func start(_ arguments: [String], in directory: URL) throws -> (Process, Pipe) {
        guard let url else { throw CompareExecutableError() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["LLVM_PROFILE_FILE": "/dev/null"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, output)
    }
}

struct CompareExecutableError: Error, CustomStringConvertible {
    var description: String { "No compare executable beside the test binary: build with swift build --build-tests." }
}
