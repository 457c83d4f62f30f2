/// The file added to each style module of the scratch copy: the switch every schema calls.
enum MutantSwitch {
    static let fileName = "MutantSwitch.swift"
    /// The mutant a process runs; unset or 0 runs none.
    static let activeVariable = "MUTANT_ID"
    /// When set, the file to which a process appends the id of each mutant its code reaches, once per id.
    static let reachVariable = "MUTANT_REACH_FILE"

    static let source = """
        // Added by `make mutate` to its scratch copy only: switches one mutant on at run time, and can
        // record which mutants the code reaches. Never part of the package itself.
        import Foundation

        private let activeMutant = Int(ProcessInfo.processInfo.environment["\(activeVariable)"] ?? "") ?? 0
        private let reachRecorder = ProcessInfo.processInfo.environment["\(reachVariable)"].map(MutantReachRecorder.init)

        func \(SchemataFile.switchName)(_ id: Int) -> Bool {
            if let reachRecorder { reachRecorder.record(id) }
            return id == activeMutant
        }

        /// Appends each id once; several style modules may share the file, so every write appends.
        private final class MutantReachRecorder: @unchecked Sendable {
            private let lock = NSLock()
            private var seen = Set<Int>()
            private let descriptor: Int32

            init(path: String) {
                descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            }

            func record(_ id: Int) {
                lock.lock()
                defer { lock.unlock() }
                guard descriptor >= 0, seen.insert(id).inserted else { return }
                let line = Array("\\(id)\\n".utf8)
                _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
        }

        """
}
