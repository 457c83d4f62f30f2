import Foundation

/// Runs a program to completion without blocking a thread, its output going to a file.
enum ProcessRunner {
    static func run(
        _ executable: URL,
        _ arguments: [String],
        environment: [String: String] = [:],
        output: URL
    ) async throws -> Int32 {
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw CoverageError.cannotLaunch(executable.path, "cannot create its log \(output.path)")
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
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: CoverageError.cannotLaunch(executable.path, error.localizedDescription))
            }
        }
    }
}
