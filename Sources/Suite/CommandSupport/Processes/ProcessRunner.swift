import Foundation

/// Runs a program to completion: the one way every command of the package starts a child. The child
/// is registered with `ChildProcesses.shared` (so stopping the command stops it, and the parent
/// lifeline ends it if the command dies), is killed once it outlives its time limit, and is answered
/// for by an `ExitWatch` when Foundation misses its end.
package enum ProcessRunner {
    /// Runs `executable` and waits without blocking a thread. `progress`, with a log as output, hears
    /// the log's latest build step (`[12/80] Compiling ...`) every `interval`, so a long build is never
    /// silent.
    package static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        output: ProcessOutput = .discarded, timeLimit: Duration? = nil,
        progress: (@Sendable (String) -> Void)? = nil, interval: DispatchTimeInterval = .seconds(10)
    ) async throws -> ProcessResult {
        let request = ProcessRequest(
            executable: executable, arguments: arguments, environment: environment, directory: directory,
            output: output, timeLimit: timeLimit, progress: progress, interval: interval)
        return try await withCheckedThrowingContinuation { continuation in
            start(request) { continuation.resume(with: $0) }
        }
    }

    /// The same run for code that is not asynchronous (`make exercises` runs git and swift one at a
    /// time): waits on the calling thread, never on the concurrency pool.
    package static func runAndWait(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        output: ProcessOutput = .discarded, timeLimit: Duration? = nil,
        progress: (@Sendable (String) -> Void)? = nil, interval: DispatchTimeInterval = .seconds(10)
    ) throws -> ProcessResult {
        let request = ProcessRequest(
            executable: executable, arguments: arguments, environment: environment, directory: directory,
            output: output, timeLimit: timeLimit, progress: progress, interval: interval)
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        start(request) {
            answer.set($0)
            done.signal()
        }
        done.wait()
        return try answer.get()
    }

    private static func start(
        _ request: ProcessRequest, completion: @escaping @Sendable (Result<ProcessResult, Error>) -> Void
    ) {
        let path = request.executable.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return completion(.failure(ProcessRunnerError.cannotLaunch(path, "it is missing or not executable")))
        }
        let destination: Destination
        do {
            destination = try Destination(request.output, program: path)
        } catch {
            return completion(.failure(error))
        }
        let process = Process()
        process.executableURL = request.executable
        process.arguments = request.arguments
        process.environment = ProcessInfo.processInfo.environment.merging(request.environment) { $1 }
        if let directory = request.directory { process.currentDirectoryURL = directory }
        process.standardOutput = destination.handle
        process.standardError = destination.handle
        let ticker = destination.log.flatMap { log in
            request.progress.map { BuildTicker(log: log, say: $0, interval: request.interval) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let watchdog = Watchdog()
        let answer = OneAnswer()
        let finish: @Sendable (ProcessEnd) -> Void = { end in
            ticker?.stop()
            let text = destination.close()
            completion(.success(ProcessResult(end: end, duration: clock.now - started, output: text)))
        }
        process.terminationHandler = { finished in
            ChildProcesses.shared.finished(finished)
            guard answer.claim() else { return }
            if watchdog.finish() {
                finish(.timedOut)
            } else if finished.terminationReason == .uncaughtSignal {
                finish(.signalled(finished.terminationStatus))
            } else {
                finish(.exited(finished.terminationStatus))
            }
        }
        do {
            try ChildProcesses.shared.start(process)
        } catch {
            process.terminationHandler = nil
            ticker?.stop()
            _ = destination.close()
            return completion(.failure(ProcessRunnerError.cannotLaunch(path, String(describing: error))))
        }
        if let timeLimit = request.timeLimit { watchdog.arm(process: process, after: timeLimit) }
        // Foundation on Linux learns of a child's end from a socket the child inherited; when another
        // process holds a copy, the end goes unnoticed and the run would wait on a zombie forever.
        // The exit watch sees the end itself and answers when Foundation has not.
        ExitWatch.start(process.processIdentifier) { end in
            guard answer.claim() else { return }
            ChildProcesses.shared.finished(process)
            finish(watchdog.finish() ? .timedOut : end)
        }
    }
}

/// Where a child's output and errors go.
package enum ProcessOutput: Sendable {
    case discarded
    /// Written to this file, created anew.
    case log(URL)
    /// Kept, and returned as the result's `output`.
    case captured
}

/// How a run ended, how long it took and, when captured, what the program wrote.
package struct ProcessResult: Sendable, Equatable {
    package let end: ProcessEnd
    package let duration: Duration
    /// The output and errors, for `.captured`; empty otherwise.
    package let output: String

    /// 0 for a clean exit; see `ProcessEnd.status`.
    package var status: Int32 { end.status }
}

/// A program that could not be started.
package enum ProcessRunnerError: Error, CustomStringConvertible, Equatable {
    case cannotLaunch(String, String)

    package var description: String {
        switch self {
        case .cannotLaunch(let path, let reason): "Could not start \(path): \(reason)"
        }
    }
}

private struct ProcessRequest {
    let executable: URL
    let arguments: [String]
    let environment: [String: String]
    let directory: URL?
    let output: ProcessOutput
    let timeLimit: Duration?
    let progress: (@Sendable (String) -> Void)?
    let interval: DispatchTimeInterval
}

/// The file a child writes to. Captured output goes to a temporary file rather than a pipe: a pipe
/// must be read while the child runs, or a full one stops it.
private final class Destination: @unchecked Sendable {
    let handle: FileHandle
    /// The file written, unless output is discarded.
    let log: URL?
    private let captured: Bool

    init(_ output: ProcessOutput, program: String) throws {
        switch output {
        case .discarded:
            handle = FileHandle.nullDevice
            log = nil
            captured = false
            return
        case .log(let file):
            log = file
            captured = false
        case .captured:
            log = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString).log")
            captured = true
        }
        guard let log, FileManager.default.createFile(atPath: log.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: log)
        else {
            throw ProcessRunnerError.cannotLaunch(program, "cannot create its log \(log?.path ?? "")")
        }
        self.handle = handle
    }

    /// Closes the file; returns what was captured.
    func close() -> String {
        guard let log else { return "" }
        try? handle.close()
        guard captured else { return "" }
        defer { try? FileManager.default.removeItem(at: log) }
        return (try? Data(contentsOf: log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// Lets only the first of two watchers answer for a process.
private final class OneAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var answered = false

    func claim() -> Bool {
        lock.withLock {
            defer { answered = true }
            return !answered
        }
    }
}

/// Holds the answer of a run waited for on a thread.
private final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<ProcessResult, Error>?

    func set(_ result: Result<ProcessResult, Error>) {
        lock.withLock { self.result = result }
    }

    func get() throws -> ProcessResult {
        guard let result = lock.withLock({ result }) else {
            throw ProcessRunnerError.cannotLaunch("", "the run ended without an answer")
        }
        return try result.get()
    }
}

/// Kills a process that outlives its time limit, and remembers that it did. Once the process has
/// ended, the watchdog never kills (the id could belong to another process by then).
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var finished = false

    func arm(process: Process, after limit: Duration) {
        let identifier = process.processIdentifier
        let parts = limit.components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            fired = true
            kill(identifier, SIGKILL)
        }
    }

    /// Marks the process as ended; returns whether the watchdog had stopped it.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        return fired
    }
}
