import Catalogue
import ChangeCost
import CommandSupport
import Foundation
import Measure
import Results

/// The `exercises` executable behind `make exercises`: runs every request, prints progress and the
/// cost table, and writes Reports/exercises.json when everything passed. Returns the exit status.
enum ExercisesCommandLine {
    static func run(_ arguments: [String]) -> Int32 {
        if OptionParser.asksForHelp(arguments) {
            print(ExercisesOptions.usage)
            return 0
        }
        let options: ExercisesOptions
        do {
            options = try ExercisesOptions(arguments: arguments)
        } catch {
            printError("exercises: \(error)\n\n\(ExercisesOptions.usage)")
            return UsageError.exitStatus
        }
        if options.command == .plan { return PlanCommand.run(options) }
        guard options.command == .run else { return WorkingCopyCommand.run(options) }
        let clock = ContinuousClock()
        let started = clock.now
        let status = run(options)
        let elapsed = clock.now - started
        printLine(
            "==> make exercises: \(String(format: "%.1f", Double(elapsed.components.seconds))) s in all"
                + (status == 0 ? "" : ", FAILED"))
        return status
    }

    private static func run(_ options: ExercisesOptions) -> Int32 {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = URL(fileURLWithPath: options.root, isDirectory: true, relativeTo: workingDirectory)
            .standardizedFileURL
        guard let swift = ProgramSearch.locate(options.swift), let git = ProgramSearch.locate(options.git) else {
            printError("exercises: cannot find \(options.swift) or \(options.git) on PATH")
            return 1
        }
        let run = ExerciseRun(
            packageRoot: root,
            scratch: URL(fileURLWithPath: options.scratch, isDirectory: true, relativeTo: root).standardizedFileURL,
            table: .standard, swift: swift, git: git, buildFlags: options.buildFlags, progress: printLine)
        do {
            let costs = try run.run(only: options.requests)
            printLine(CostTable.text(costs))
            guard options.requests == nil else {
                printLine("Results not written: only \(options.requests?.joined(separator: ", ") ?? "") ran.")
                return 0
            }
            let results = ExerciseResults(
                commit: try Commit.describe(root: root, git: git),
                fingerprint: try ExerciseFingerprint.compute(packageRoot: root), requests: costs)
            let output = URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: root).standardizedFileURL
                .appendingPathComponent(ExerciseResults.fileName)
            let stored = try results.record(at: output) { Commit.isInHistory($0, root: root, git: git) }
            printLine(
                stored == results
                    ? "Results written: \(options.output)/\(ExerciseResults.fileName) (commit \(results.commit))"
                    : "Results unchanged since commit \(stored.commit): \(options.output)/\(ExerciseResults.fileName) "
                        + "kept as it is")
            return 0
        } catch {
            printError("exercises: \(error)")
            return 1
        }
    }

    @Sendable private static func printLine(_ line: String) {
        Terminal.printLine(line)
    }

    private static func printError(_ message: String) {
        Terminal.printError(message)
    }
}
