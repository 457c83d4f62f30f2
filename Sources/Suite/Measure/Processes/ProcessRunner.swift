import Foundation

/// Runs a program to completion without blocking a thread, its output going to a file. The process
/// is one of compare's `ChildProcesses`, so stopping compare stops it.
public enum ProcessRunner {
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        environment: [String: String] = [:],
        output: URL
    ) async throws -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ProcessRunnerError.cannotLaunch(executable.path, "it is missing or not executable")
        }
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw ProcessRunnerError.cannotLaunch(executable.path, "cannot create its log \(output.path)")
        }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                ChildProcesses.shared.finished(finished)
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try ChildProcesses.shared.start(process)
            } catch {
                process.terminationHandler = nil
                continuation.resume(
                    throwing: ProcessRunnerError.cannotLaunch(executable.path, String(describing: error)))
            }
        }
    }
}

/// A program that could not be started.
public enum ProcessRunnerError: Error, CustomStringConvertible, Equatable {
    case cannotLaunch(String, String)

    public var description: String {
        switch self {
        case .cannotLaunch(let path, let reason): "Could not launch \(path): \(reason)"
        }
    }
}
