import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes a command of the package (`compare`, `mutate`, `exercises`) has started and not yet
/// seen end. When the tool is asked to stop (SIGINT from Ctrl-C, SIGTERM from `kill`, SIGHUP from a
/// closed terminal) it stops them first and waits for them, so no build, test run or fuzz worker
/// outlives it; then it ends as the signal would have ended it.
///
/// The signals are caught with a handler, not ignored: a disposition of "ignore" would be inherited
/// by every child, which could then not be stopped at all. The handler only writes the signal's
/// number into a pipe (all a handler may safely do); a thread reading the pipe does the rest. A tool
/// that ends without a chance to act (SIGKILL, a crash) takes its children with it through a
/// `ParentLifeline`.
package final class ChildProcesses: @unchecked Sendable {
    package static let shared = ChildProcesses()

    private let lock = NSLock()
    private var running: [ObjectIdentifier: Process] = [:]
    private var stopping = false
    private var forwarding = false
    /// Started with the first child.
    private var lifeline: ParentLifeline?

    /// One registry per tool: `shared`. Tests make their own, since stopping one is final.
    package init() {}

    /// How long stopped children get to end before they are killed outright.
    static let gracePeriod: Duration = .seconds(5)

    /// Starts `process`, keeping it until `finished(_:)`; refuses once the tool is stopping.
    ///
    /// A child inherits the signal mask of the thread that starts it, and the threads Swift
    /// concurrency runs on block nearly every signal: started from one of them as it is, a test run
    /// could not even be stopped with SIGTERM. So signals are unblocked while the child starts.
    package func start(_ process: Process) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { throw ChildProcessError.stopping }
        var unblocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        if lifeline == nil { lifeline = ParentLifeline() }
        lifeline?.wrap(process)
        try process.run()
        running[ObjectIdentifier(process)] = process
    }

    package func finished(_ process: Process) {
        lock.withLock {
            guard running.removeValue(forKey: ObjectIdentifier(process)) != nil else { return }
            lifeline?.ended(process.processIdentifier)
        }
    }

    package var isStopping: Bool {
        lock.withLock { stopping }
    }

    /// From now on, SIGINT, SIGTERM and SIGHUP stop every child, then end the tool as the signal would have.
    package func forwardStopSignals() {
        let alreadyForwarding = lock.withLock {
            defer { forwarding = true }
            return forwarding
        }
        guard !alreadyForwarding else { return }
        let pipe = StopSignalPipe.descriptors
        Thread.detachNewThread { [self] in
            var number: UInt8 = 0
            while read(pipe.read, &number, 1) != 1 {}
            stopAll()
            signal(Int32(number), SIG_DFL)
            kill(getpid(), Int32(number))
        }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { caught in
                var number = UInt8(truncatingIfNeeded: caught)
                _ = write(StopSignalPipe.descriptors.write, &number, 1)
            }
        }
    }

    /// While the tool is stopping, its main work must not finish and exit on its own (its children
    /// failing as they are stopped would look like test failures): the stopping thread ends it.
    package func parkIfStopping() {
        while isStopping {
            pause()
        }
    }

    /// Sends SIGTERM to every child, waits up to the grace period for them to end, then kills the rest.
    package func stopAll() {
        let children = lock.withLock {
            stopping = true
            return Array(running.values)
        }
        for child in children where child.isRunning {
            kill(child.processIdentifier, SIGTERM)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + Self.gracePeriod
        while children.contains(where: \.isRunning) && clock.now < deadline {
            usleep(10_000)
        }
        for child in children where child.isRunning {
            kill(child.processIdentifier, SIGKILL)
        }
    }
}

/// The pipe from the signal handler to the thread that stops the children; made before any handler
/// is installed, so the handler only reads a finished value.
private enum StopSignalPipe {
    static let descriptors: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { fatalError("cannot create a pipe for signals") }
        return (ends[0], ends[1])
    }()
}

package enum ChildProcessError: Error, CustomStringConvertible {
    case stopping

    package var description: String { "the tool is stopping and starts no more processes" }
}
