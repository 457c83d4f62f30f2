import Catalogue
import CommandSupport
import Foundation
import Results

/// `compare report`: reads the sources and the results other make targets left in the report folder,
/// runs the tests by kind with coverage (the scenario tests record their results as they go), reads
/// the profiles and the results of that same run, and writes the report set. Nothing is written
/// unless every step succeeds, and whatever can be refused without the tests is refused before
/// they start: a report folder that is not a folder, a results file that cannot be read.
@MainActor
package struct ReportCommand {
    let options: ReportOptions
    let table: LayerTable
    let architecture: ArchitectureSource
    let steps: StepClock
    /// Where the lines about the running tests go (from any thread).
    var printLine: @Sendable (String) -> Void

    package init(
        options: ReportOptions, table: LayerTable, architecture: @escaping ArchitectureSource, steps: StepClock,
        printLine: @escaping @Sendable (String) -> Void = Terminal.printLine
    ) {
        self.options = options
        self.table = table
        self.architecture = architecture
        self.steps = steps
        self.printLine = printLine
    }

    /// The file in the build folder whose lock one running report holds.
    static let lockName = "compare.lock"

    /// Seconds between two lines saying the tests are still running.
    static let heartbeat: Duration = .seconds(5)

    package func run() async throws -> WrittenReport {
        let root = URL(fileURLWithPath: options.root, isDirectory: true).standardizedFileURL
        let scratch = URL(fileURLWithPath: options.scratchPath, isDirectory: true, relativeTo: root)
            .standardizedFileURL
        let output = URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: root).standardizedFileURL
        // Held until the run returns: a second run in this checkout is refused before it touches anything.
        let lock = try RunLock(at: scratch.appendingPathComponent(Self.lockName))
        defer { withExtendedLifetime(lock) {} }
        let writer = ReportWriter(directory: output)
        try writer.checkDestination()
        try writer.checkWritable()
        try writer.clearStaleStaging()

        steps.announce("read and lex the sources")
        var start = steps.now
        let inventory = try SourceInventory.load(packageRoot: root, table: table)
        try inventory.checkPlacement(in: table)
        let scale = try ScaleReport.load(from: output, shownAs: options.output)
        let mutation = try MutationSection.read(
            packageRoot: root, reports: output, table: table, shownAs: options.output)
        let exercises = try ExerciseSection.read(packageRoot: root, reports: output, shownAs: options.output)
        steps.finish("read sources", since: start)

        let tools = try LLVMTools.locate(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        let binary = try TestBinary.locate(scratchPath: scratch)
        let plan = TestRunPlan(
            testTargets: inventory.testTargets, styleTestTargets: Set(table.styles.map(\.testTarget)),
            sharedTestTargets: Set(table.shared.map(\.testTarget)))
        let work = scratch.appendingPathComponent("coverage", isDirectory: true)
        let runner = CoverageRunner(
            packageRoot: root, binary: binary, tools: tools, plan: plan, workDirectory: work,
            measuresCases: options.architecture)
        let results = ScenarioResultsFile.forRun(in: work)
        try await runTests(runner, results: results)

        steps.announce("coverage: merge the profiles and read them with \(tools.llvmCov.path)")
        start = steps.now
        let coverage = try await runner.readCoverage()
        try coverage.checkCovers(
            inventory.sources.map(\.path).filter { path in
                if case .style = table.placement(ofSource: path) { true } else { false }
            })
        let matrix = try results.matrix(styles: table.styles.map(\.name))
        steps.finish("coverage", since: start)

        var architectureReport: ArchitectureReport?
        if options.architecture {
            steps.announce("what the architecture buys: structure, and the profiles of each measured case")
            start = steps.now
            architectureReport = try await architecture(
                ArchitectureInputs(
                    packageRoot: root, inventory: inventory, table: table,
                    caseProfiles: CaseProfileRun(
                        directory: runner.caseProfileDirectory, binary: binary.executable, tools: tools,
                        workDirectory: scratch.appendingPathComponent("case-coverage", isDirectory: true),
                        profile: FileManager.default.fileExists(atPath: runner.profile(.all).path)
                            ? runner.profile(.all) : nil)))
            steps.finish("architecture", since: start)
        }

        steps.announce("write the report")
        start = steps.now
        var report = try ReportBuilder(table: table).build(inventory: inventory, coverage: coverage, matrix: matrix)
        report.architecture = architectureReport
        report.scale = try scale?.markingStaleness(packageRoot: root, table: table)
        report.mutation = mutation
        report.exercises = exercises
        report.guides = StyleGuideReader.read(packageRoot: root, styles: report.styles.map(\.name))
        steps.finish("build report", since: start)
        return try writer.write(report, environment: environment(tools: tools, scratch: scratch))
    }

    /// Runs every kind's tests at once, saying every few seconds which are still running and how many
    /// scenario results the scenario tests have recorded.
    private func runTests(_ runner: CoverageRunner, results: ScenarioResultsFile) async throws {
        let kinds = TestKind.runKinds.filter { !runner.plan.targets(of: $0).isEmpty }
        steps.announce(
            "run the tests with coverage, one process per kind (\(kinds.map(\.rawValue).joined(separator: ", "))), "
                + "the scenarios one per style; \(options.sequences) random sequences of \(options.steps) steps per style"
        )
        let start = steps.now
        let running = RunningKinds(kinds)
        let print = printLine
        let heartbeat = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: Self.heartbeat)
                let seconds = Format.oneDecimal((ContinuousClock().now - start).inSeconds)
                print(
                    "    \(seconds) s: running \(running.names); \(results.recordedCount()) scenario results recorded")
            }
        }
        defer { heartbeat.cancel() }
        var environment = options.testEnvironment
        environment[ScenarioResultsFile.environmentVariable] = results.url.path
        let styles = table.styles.map { [ScenarioRunSelection.styleVariable: $0.name] }
        try await runner.runTests(environment: environment, shards: [.scenarios: styles]) { kind, duration in
            running.remove(kind)
            guard !ChildProcesses.shared.isStopping else { return }
            print("    tests, \(kind.rawValue): \(Format.oneDecimal(duration.inSeconds)) s")
        }
        steps.finish("tests", since: start)
    }

    private func environment(tools: LLVMTools, scratch: URL) -> EnvironmentReport {
        EnvironmentReport(
            generatedAt: ISO8601DateFormatter().string(from: Date()),
            toolchain: ToolchainDescription.read(scratchPath: scratch),
            platform: ToolchainDescription.platform,
            processorCount: ProcessInfo.processInfo.activeProcessorCount,
            llvmCov: tools.llvmCov.path,
            llvmProfdata: tools.llvmProfdata.path,
            timings: (options.buildSeconds.map { [StepTiming(step: "build", seconds: $0)] } ?? []) + steps.timings
        )
    }
}

/// The kinds whose test run has not ended yet, shared with the callbacks of the runs.
private final class RunningKinds: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [TestKind]

    init(_ kinds: [TestKind]) {
        self.kinds = kinds
    }

    func remove(_ kind: TestKind) {
        lock.withLock { kinds.removeAll { $0 == kind } }
    }

    var names: String {
        lock.withLock { kinds.isEmpty ? "nothing" : kinds.map(\.rawValue).joined(separator: ", ") }
    }
}
