import Foundation
import Measure

/// How a child process ended.
enum ProcessEnd: Equatable {
    case exited(Int32)
    /// Ended by a signal it did not handle (a trap, a crash).
    case signalled(Int32)
    /// Stopped after its time limit.
    case timedOut
}

/// Runs a program to completion, its output to a file or nowhere, stopping it after a time limit.
enum ChildProcess {
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        workingDirectory: URL? = nil, output: URL? = nil, timeLimit: Duration? = nil
    ) async throws -> (end: ProcessEnd, duration: Duration) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let handle: FileHandle
        if let output {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
                throw MutationError.cannotLaunch(executable.path, "cannot create its log \(output.path)")
            }
            handle = try FileHandle(forWritingTo: output)
        } else {
            handle = FileHandle.nullDevice
        }
        defer { if output != nil { try? handle.close() } }
        process.standardOutput = handle
        process.standardError = handle
        let clock = ContinuousClock()
        let started = clock.now
        let watchdog = Watchdog()
        let answer = OneAnswer()
        let end: ProcessEnd = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                ChildProcesses.shared.finished(finished)
                guard answer.claim() else { return }
                if watchdog.finish() {
                    continuation.resume(returning: .timedOut)
                } else if finished.terminationReason == .uncaughtSignal {
                    continuation.resume(returning: .signalled(finished.terminationStatus))
                } else {
                    continuation.resume(returning: .exited(finished.terminationStatus))
                }
            }
            do {
                // Registered, so that stopping `make mutate` stops its builds and test runs too.
                try ChildProcesses.shared.start(process)
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: MutationError.cannotLaunch(executable.path, error.localizedDescription))
                return
            }
            if let timeLimit { watchdog.arm(process: process, after: timeLimit) }
            // Foundation on Linux learns of a child's end from a socket the child inherited; when another
            // process holds a copy, the end goes unnoticed and the run would wait on a zombie forever.
            // The exit watch sees the end itself and answers when Foundation has not.
            ExitWatch.start(process.processIdentifier) { end in
                guard answer.claim() else { return }
                ChildProcesses.shared.finished(process)
                continuation.resume(returning: watchdog.finish() ? .timedOut : end)
            }
        }
        return (end, clock.now - started)
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
