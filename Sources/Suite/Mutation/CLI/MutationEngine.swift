import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// `make mutate`: finds the sites, builds the scratch copy once with every mutant, records which
/// tests reach which mutant, runs each mutant against what reaches it, and writes the results.
package struct MutationEngine: Sendable {
    package struct Options: Sendable {
        package var root = "."
        package var output = "Reports"
        /// Scratch folder for the mutated copy, its build, logs and recordings.
        package var scratch = ".build-mutants"
        package var swift = "swift"
        package var workers = ProcessInfo.processInfo.activeProcessorCount

        package init() {}
    }

    /// What the executable knows from the Harness: every scenario id (`X02` for the random sequences)
    /// and the registered styles.
    package struct Catalogue: Sendable {
        package let scenarioIDs: [String]
        package let styles: [String]

        package init(scenarioIDs: [String], styles: [String]) {
            self.scenarioIDs = scenarioIDs
            self.styles = styles
        }
    }

    static let settings = MutationSettings(
        timeoutMultiple: 10, timeoutFloorSeconds: 3, operators: MutationOperator.allCases)

    let options: Options
    let catalogue: Catalogue
    let table: LayerTable
    let say: @Sendable (String) -> Void

    package init(options: Options, catalogue: Catalogue, say: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.catalogue = catalogue
        table = .standard
        self.say = say
    }

    var packageRoot: URL {
        URL(fileURLWithPath: options.root, isDirectory: true).standardizedFileURL
    }

    var scratchFolder: URL {
        URL(fileURLWithPath: options.scratch, isDirectory: true, relativeTo: packageRoot).standardizedFileURL
    }

    package var resultsFile: URL {
        URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: packageRoot).standardizedFileURL
            .appendingPathComponent(MutationResults.fileName)
    }

    var scratchPackage: ScratchPackage {
        ScratchPackage(
            packageRoot: packageRoot, root: scratchFolder.appendingPathComponent("package", isDirectory: true),
            table: table)
    }

    /// Re-applies a sample of mutants as plain source edits and checks their verdicts (make mutate-check).
    package func check() async throws -> MutationResults {
        try await HonestyCheck(engine: self).run()
    }

    /// Runs everything and writes the results file; returns it.
    package func run() async throws -> MutationResults {
        let missing = table.styles.map(\.name).filter { !catalogue.styles.contains($0) }
        guard missing.isEmpty else { throw MutationError.unregisteredStyles(missing) }
        let clock = StepClockLite(say: say)

        say("==> find mutation sites with the Swift lexer")
        let fingerprint = try MutationFingerprint.compute(packageRoot: packageRoot, table: table)
        let plan = try MutationPlan.make(packageRoot: packageRoot, table: table)
        say("    \(plan.mutants.count) mutants in \(plan.files.count) files of \(table.styles.count) styles")
        clock.lap("find sites")

        say("==> build the scratch copy with every mutant behind a switch (\(scratchPackage.root.path))")
        let excluded = try await SchemataBuild(
            plan: plan, scratch: scratchPackage, swift: try swiftExecutable(),
            log: scratchFolder.appendingPathComponent("build.log"), say: say
        ).run()
        say("    \(excluded.count) mutants left out because they do not compile")
        clock.lap("build")

        let launcher = TestLauncher(invocation: try invocation())
        say("==> record which tests reach which mutants (unmutated build, \(options.workers) workers)")
        let scenarioIDs = catalogue.scenarioIDs
        let reach = try await ReachMap.record(
            styles: table.styles, scenarioIDs: scenarioIDs, launcher: launcher,
            folder: scratchFolder.appendingPathComponent("reach", isDirectory: true), workers: options.workers)
        clock.lap("record reach")

        let kept = plan.mutants.filter { excluded[$0.id] == nil }
        let runs = MutantRuns(
            launcher: launcher, reach: reach, styles: table.styles, scenarioOrder: scenarioIDs,
            timeLimit: .init(
                multiple: Self.settings.timeoutMultiple, floorSeconds: Self.settings.timeoutFloorSeconds),
            workers: options.workers)
        let jobs = runs.jobs(for: kept)
        say(
            "==> run \(kept.count) mutants (\(jobs.count) reached by some test) against the tests that reach each, "
                + "\(options.workers) at a time"
        )
        let progress = Progress(total: jobs.count, totalCost: jobs.map(\.cost).reduce(0, +), say: say)
        let verdicts = try await runs.run(jobs, progress: progress)
        clock.lap("run mutants")

        var results = ResultsAssembly.results(
            plan: plan, table: table, fingerprint: fingerprint, settings: Self.settings, excluded: excluded,
            verdicts: verdicts)
        results.honestyCheck = ResultsAssembly.honestyCheck(
            carriedFrom: try? MutationResults.read(from: resultsFile), to: results)
        try results.write(to: resultsFile)
        clock.finish(mutants: kept.count)
        return results
    }

    func swiftExecutable() throws -> URL {
        if let swift = ProgramSearch.locate(options.swift) { return swift }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        throw MutationError.cannotLaunch(options.swift, "it is not on PATH (\(path))")
    }

    func invocation() throws -> TestInvocation {
        let tools = try LLVMTools.locate(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        let binary = try TestBinary.locate(scratchPath: scratchPackage.root.appendingPathComponent(".build"))
        return TestInvocation(binary: binary, tools: tools)
    }
}

/// Prints the time of each step and, at the end, the total and the cost per mutant.
final class StepClockLite: @unchecked Sendable {
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var last: ContinuousClock.Instant
    private var laps: [(String, Double)] = []
    private let say: @Sendable (String) -> Void

    init(say: @escaping @Sendable (String) -> Void) {
        self.say = say
        started = clock.now
        last = started
    }

    func lap(_ step: String) {
        let now = clock.now
        let seconds = (now - last).inSeconds
        laps.append((step, seconds))
        last = now
        say("    \(step): \(StepTimer.format(seconds)) s")
    }

    func finish(mutants: Int) {
        let total = (clock.now - started).inSeconds
        let runs = laps.first { $0.0 == "run mutants" }?.1 ?? 0
        let perMutant = mutants > 0 ? runs / Double(mutants) : 0
        say(
            "    mutation engine: \(StepTimer.format(total)) s in all; "
                + laps.map { "\($0.0) \(StepTimer.format($0.1)) s" }.joined(separator: ", ")
                + "; \(StepTimer.format(perMutant * 1000)) ms of running per mutant")
    }
}
