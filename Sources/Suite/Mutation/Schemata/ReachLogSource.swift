/// The reach log the scratch copy adds to HeadlessUI: with `MUTANT_REACH_FILE` set, it appends each
/// mutant id the code asks about, `view` when something of a screen is made, and, around each unit
/// test case, `case <test id>` and `end <seconds>`; within a case (or before the first) each line
/// once. Read back by `ReachLog`.
enum ReachLogSource {
    static let fileName = "MutationReachLog.swift"
    static let caseLine = "case "
    static let endLine = "end "
    static let viewLine = "view"

    static let text = """
        // Added by `make mutate` to its scratch copy only. Never part of the package itself.
        import Foundation

        private let reachLog = ProcessInfo.processInfo.environment["\(MutantSwitch.reachVariable)"].map(MutationReachLog.init)

        /// Whether the reach is being recorded at all.
        package let __mutationRecordsReach = reachLog != nil

        package func __mutationReached(_ id: Int) {
            reachLog?.log("\\(id)")
        }

        func \(ReachInstrumentation.functionName)() {
            reachLog?.log("\(viewLine)")
        }

        package func \(ReachInstrumentation.caseBegan)(_ name: String) {
            reachLog?.begin(name)
        }

        package func \(ReachInstrumentation.caseEnded)() {
            reachLog?.end()
        }

        private final class MutationReachLog: @unchecked Sendable {
            private let lock = NSLock()
            private var seen = Set<String>()
            private var started: ContinuousClock.Instant?
            private let descriptor: Int32

            init(path: String) {
                descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            }

            func log(_ line: String) {
                lock.lock()
                defer { lock.unlock() }
                guard seen.insert(line).inserted else { return }
                append(line)
            }

            func begin(_ name: String) {
                lock.lock()
                defer { lock.unlock() }
                seen = []
                started = ContinuousClock.now
                append("\(caseLine)" + name)
            }

            func end() {
                lock.lock()
                defer { lock.unlock() }
                guard let started else { return }
                let elapsed = ContinuousClock.now - started
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                append("\(endLine)\\(seconds)")
                self.started = nil
            }

            // Several modules of one process share the file; every write appends.
            private func append(_ line: String) {
                guard descriptor >= 0 else { return }
                let bytes = Array((line + "\\n").utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
        }

        """
}
