import Foundation
import Measure

/// Runs the programs `make exercises` needs (git, swift) one at a time and waits for each.
struct Shell: Sendable {
    /// Where a program's output went and how it ended.
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    /// Runs `executable` with `arguments` in `directory`, its output and errors together going to
    /// `log` when given (a build's is long) and otherwise kept in the result. While it runs,
    /// `progress` hears the log's latest build step (`[12/80] Compiling ...`) every `interval`, so
    /// that a long build is never silent.
    func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        log: URL? = nil, progress: (@Sendable (String) -> Void)? = nil, interval: DispatchTimeInterval = .seconds(10)
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        var logHandle: FileHandle?
        if let log {
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw ExerciseRunError.cannotLaunch(executable, "cannot create its log \(log.path)")
            }
            logHandle = try FileHandle(forWritingTo: log)
            process.standardOutput = logHandle
            process.standardError = logHandle
        } else {
            process.standardOutput = pipe
            process.standardError = pipe
        }
        defer { try? logHandle?.close() }
        do {
            try process.run()
        } catch {
            throw ExerciseRunError.cannotLaunch(executable, error.localizedDescription)
        }
        let ticker = log.flatMap { log in progress.map { BuildTicker(log: log, say: $0, interval: interval) } }
        defer { ticker?.stop() }
        // Read before waiting: a full pipe would stop the program.
        let data = log == nil ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        let output =
            log.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? String(decoding: data, as: UTF8.self)
        return Result(status: process.terminationStatus, output: output)
    }

    /// The full path of `name` on PATH, as the shell would find it.
    static func locate(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile)
    }
}
