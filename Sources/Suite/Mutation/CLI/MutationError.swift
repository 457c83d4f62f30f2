import Measure

/// Why `make mutate` or its honesty check stopped; each says what to do in plain words.
package enum MutationError: Error, CustomStringConvertible, Equatable {
    case missingFolder(String)
    case cannotLaunch(String, String)
    case buildFailed(log: String, excerpt: String)
    case errorsOutsideMutants(log: String, diagnostics: [String])
    case buildDidNotSettle(step: String, rounds: Int, log: String)
    case baselineFailed(what: String, log: String, excerpt: String)
    case unregisteredStyles([String])
    case noResults(path: String, reason: String)
    case staleResults(path: String)
    case sitesChanged(id: Int, recorded: String, found: String)
    case disagreements([String])
    case probeNotPlaced(what: String)

    package var description: String {
        switch self {
        case .missingFolder(let folder):
            "The folder \(folder) does not exist: the layer table names a style whose sources are missing."
        case .cannotLaunch(let path, let reason):
            "Could not start \(path): \(reason)"
        case .buildFailed(let log, let excerpt):
            "The scratch copy did not build, and the compiler named no file of a mutant (log: \(log)):\n\(excerpt)"
        case .errorsOutsideMutants(let log, let diagnostics):
            "The scratch copy has compile errors outside every mutant, so they are not a mutant's fault "
                + "(log: \(log)):\n" + diagnostics.map { "  " + $0 }.joined(separator: "\n")
        case .buildDidNotSettle(let step, let rounds, let log):
            "The scratch copy's build of \(step) still failed after \(rounds) rounds of leaving out the mutants "
                + "the compiler named (log: \(log))."
        case .baselineFailed(let what, let log, let excerpt):
            "Without any mutant, \(what) failed, so no verdict would mean anything (log: \(log)):\n\(excerpt)"
        case .unregisteredStyles(let names):
            "The layer table lists \(names.joined(separator: ", ")), which the style registry does not: the "
                + "scenarios cannot run against it. Register it in Sources/Suite/Harness/Styles/StyleRegistry.swift."
        case .noResults(let path, let reason):
            "No mutation results at \(path) (\(reason)): run make mutate first."
        case .staleResults(let path):
            "\(path) was made from other sources than the ones here: run make mutate first."
        case .sitesChanged(let id, let recorded, let found):
            "Mutant \(id) is recorded as \(recorded) but the sources give \(found): run make mutate first."
        case .disagreements(let lines):
            "The honesty check failed: these plain edits got other verdicts than the schemata run gave them:\n"
                + lines.map { "  " + $0 }.joined(separator: "\n")
        case .probeNotPlaced(let what):
            "Cannot record which tests reach which mutants: \(what). Update "
                + "Sources/Suite/Mutation/Schemata/ReachInstrumentation.swift to the code's new shape."
        }
    }
}
