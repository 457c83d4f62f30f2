import CommandSupport
import Foundation
import Harness
import Measure
import Mutation

/// The `mutate` executable: `mutate run` (make mutate) and `mutate check` (make mutate-check). The
/// engine lives in Mutation and never needs the styles; this supplies what only the Harness knows:
/// the scenario ids the runs select and the registered styles.
enum MutateCommandLine {
    /// What `mutate run` and `mutate check` accept, with the defaults the usage states.
    static let parser: OptionParser = {
        let defaults = MutationEngine.Options()
        return OptionParser([
            OptionDeclaration("--root", .text(placeholder: "DIR"), default: defaults.root),
            OptionDeclaration("--output", .text(placeholder: "DIR"), default: defaults.output),
            OptionDeclaration("--scratch", .text(placeholder: "DIR"), default: defaults.scratch),
            OptionDeclaration("--workers", .count, default: "(processors)"),
            OptionDeclaration("--swift", .text(placeholder: "PATH"), default: defaults.swift),
        ])
    }()

    static let usage = """
        Usage:
          mutate run   \(parser.synopsis(width: 100, indent: 15))
                       Mutate every style with mutant schemata, run each mutant against the tests that
                       reach it, and write OUTPUT/mutation.json (compare render shows it).
          mutate check [same options]
                       Re-apply a sample of mutants as plain source edits and check their verdicts.
        Defaults: \(parser.defaults)
        """

    @MainActor
    static func run(_ arguments: [String]) async -> Int32 {
        let say: @Sendable (String) -> Void = Terminal.printLine
        let catalogue = MutationEngine.Catalogue(
            scenarioIDs: Scenario.all.map(\.id) + [RandomSequenceScenario.id], styles: StyleRegistry.all.map(\.name))
        if OptionParser.asksForHelp(arguments) {
            say(usage)
            return 0
        }
        guard let command = arguments.first, ["run", "check"].contains(command) else {
            return fail("mutate: expected run or check\n\n\(usage)", status: UsageError.exitStatus)
        }
        var options = MutationEngine.Options()
        do {
            let parsed = try parser.parse(arguments.dropFirst())
            options.root = parsed.text("--root") ?? options.root
            options.output = parsed.text("--output") ?? options.output
            options.scratch = parsed.text("--scratch") ?? options.scratch
            options.swift = parsed.text("--swift") ?? options.swift
            options.workers = try parsed.number("--workers", as: Int.self) ?? options.workers
        } catch {
            return fail("mutate: \(error)\n\n\(usage)", status: UsageError.exitStatus)
        }
        let engine = MutationEngine(options: options, catalogue: catalogue, say: say)
        // Ctrl-C or `kill` stops the scratch build and every test run first (see ChildProcesses).
        ChildProcesses.shared.forwardStopSignals()
        do {
            let results = try await command == "run" ? engine.run() : engine.check()
            say(MutationSummary.lines(results).joined(separator: "\n"))
            // Only compare writes the comparison: make mutate runs `compare render` next.
            say("Results written to \(engine.resultsFile.path); compare render (or make compare) shows them.")
            if let check = results.honestyCheck, command == "check", !check.disagreements.isEmpty {
                throw MutationError.disagreements(
                    check.disagreements.map {
                        "mutant \($0.id) (\($0.style), \($0.category)): unit \($0.expectedUnit.rawValue) vs "
                            + "\($0.observedUnit.rawValue), scenarios \($0.expectedScenarios.rawValue) vs "
                            + "\($0.observedScenarios.rawValue)"
                    })
            }
            return 0
        } catch {
            ChildProcesses.shared.parkIfStopping()
            return fail("mutate \(command): \(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        Terminal.printError(message)
        return status
    }
}
