import CommandSupport
import Foundation
import Measure

/// The `mutate` executable: `mutate run` (make mutate) and `mutate check` (make mutate-check).
package enum MutateCommandLine {
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

    package static func run(_ arguments: [String], catalogue: MutationEngine.Catalogue) async -> Int32 {
        let say: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
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
            let results = try await command == "run" ? engine.run() : HonestyCheck(engine: engine).run()
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
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}

/// The console's summary of the results: one line per layer, strings emptied apart.
enum MutationSummary {
    static func lines(_ results: MutationResults) -> [String] {
        var lines = ["Mutation results (strings emptied apart):"]
        for style in results.styles {
            for layer in style.layers where layer.logic.mutants + layer.strings.mutants > 0 {
                lines.append(
                    "  \(style.name) \(layer.name): " + describe(layer.logic) + "; strings " + describe(layer.strings))
            }
            lines.append(
                "  \(style.name) total: " + describe(style.logic) + "; \(style.excluded) sites did not compile")
        }
        if let check = results.honestyCheck {
            lines.append(
                "Honesty check: \(check.samples.count) samples, \(check.disagreements.count) disagreements")
        }
        return lines
    }

    static func describe(_ tally: MutationTally) -> String {
        "\(tally.mutants) mutants, \(tally.killedByUnit) killed by unit tests (\(tally.killedByViewFreeUnit) by those with "
            + "no view), \(tally.killedOnlyByScenarios) only by scenarios, \(tally.survivors) survived, "
            + "\(tally.notReached) not reached"
    }
}
