/// The file added to each style module of the scratch copy: the switch every schema calls. It reads
/// which mutant is on from the environment, and hands every id it is asked about to the reach log
/// (`ReachLogSource`) when a recording run set one.
enum MutantSwitch {
    static let fileName = "MutantSwitch.swift"
    /// The mutant a process runs; unset or 0 runs none.
    static let activeVariable = "MUTANT_ID"
    /// When set, the file to which a process appends what its code reaches (see `ReachLogSource`).
    static let reachVariable = "MUTANT_REACH_FILE"

    static let source = """
        // Added by `make mutate` to its scratch copy only: switches one mutant on at run time, and can
        // record which mutants the code reaches. Never part of the package itself.
        import Foundation
        import HeadlessUI

        private let activeMutant = Int(ProcessInfo.processInfo.environment["\(activeVariable)"] ?? "") ?? 0

        func \(SchemataFile.switchName)(_ id: Int) -> Bool {
            if __mutationRecordsReach { __mutationReached(id) }
            return id == activeMutant
        }

        """
}
