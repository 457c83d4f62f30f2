import Foundation

/// `compare report`: runs the tests by kind with coverage while the scenario matrix runs, reads the
/// profiles, and writes the report. Nothing is written unless every step succeeds.
@MainActor
struct ReportCommand {
    let options: ReportOptions
    let table: LayerTable
    let scenarioMatrix: ScenarioMatrixSource
    let steps: StepClock

    /// Whether the last run's test and matrix results were reused.
    private(set) var reusedResults = false

    mutating func run() async throws -> [URL] {
        let root = URL(fileURLWithPath: options.root, isDirectory: true).standardizedFileURL
        let scratch = URL(fileURLWithPath: options.scratchPath, isDirectory: true, relativeTo: root)
            .standardizedFileURL
        let tools = try LLVMTools.locate(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        let binary = try TestBinary.locate(scratchPath: scratch)

        steps.announce("measure sources with the Swift lexer")
        var start = steps.now
        let inventory = try SourceInventory.load(packageRoot: root, table: table)
        steps.finish("measure sources", since: start)

        let plan = TestRunPlan(
            testTargets: inventory.testTargets, styleTestTargets: Set(table.styles.map(\.testTarget)))
        let runner = CoverageRunner(
            packageRoot: root, binary: binary, tools: tools, plan: plan,
            workDirectory: scratch.appendingPathComponent("coverage", isDirectory: true))
        let (matrix, coverage) = try await results(
            of: runner, cacheFile: scratch.appendingPathComponent("compare-results.json"))

        steps.announce("write the report")
        start = steps.now
        let report = try ReportBuilder(table: table).build(inventory: inventory, coverage: coverage, matrix: matrix)
        let output = URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: root).standardizedFileURL
        let environment = environment(tools: tools, scratch: scratch)
        let written = try ReportWriter(directory: output).write(report, environment: environment)
        steps.finish("write report", since: start)
        return written
    }

    /// The last run's results when its binaries and options are unchanged, or fresh ones.
    private mutating func results(
        of runner: CoverageRunner, cacheFile: URL
    ) async throws -> (ScenarioMatrix, CoverageResult) {
        let compareBinary = Bundle.main.executableURL ?? runner.binary.executable
        let fingerprint = try RunFingerprint.make(
            binaries: [runner.binary.executable, compareBinary], options: options, testTargets: runner.plan.testTargets)
        if !options.fresh, let cache = ResultCache.load(from: cacheFile, matching: fingerprint) {
            steps.announce(
                "tests, coverage, scenario matrix: binaries unchanged since the last run, reusing its results")
            steps.announce("(`scripts/compare.sh --fresh` runs them again)")
            reusedResults = true
            return (cache.matrix, cache.coverageResult)
        }
        try? FileManager.default.removeItem(at: cacheFile)
        let (matrix, coverage) = try await measure(runner: runner)
        try ResultCache(fingerprint: fingerprint, matrix: matrix, coverage: coverage).save(to: cacheFile)
        return (matrix, coverage)
    }

    /// Runs the tests by kind while the scenario matrix runs here, then reads the coverage.
    private func measure(runner: CoverageRunner) async throws -> (ScenarioMatrix, CoverageResult) {
        let kinds = TestKind.runKinds.map(\.rawValue).joined(separator: ", ")
        steps.announce("tests by kind (\(kinds)) with coverage, and the scenario matrix alongside")
        var start = steps.now
        let tests = Task.detached {
            let clock = ContinuousClock()
            let started = clock.now
            try await runner.runTests()
            return clock.now - started
        }
        let matrix = scenarioMatrix(options.seed, options.sequences, options.steps)
        steps.finish("scenario matrix", since: start)
        steps.finish("tests by kind", duration: try await tests.value)

        steps.announce("coverage: merge profiles and read them with \(runner.tools.llvmCov.path)")
        start = steps.now
        let coverage = try await runner.readCoverage()
        steps.finish("coverage", since: start)
        return (matrix, coverage)
    }

    private func environment(tools: LLVMTools, scratch: URL) -> EnvironmentReport {
        EnvironmentReport(
            generatedAt: ISO8601DateFormatter().string(from: Date()),
            toolchain: ToolchainDescription.read(scratchPath: scratch),
            platform: ToolchainDescription.platform,
            processorCount: ProcessInfo.processInfo.activeProcessorCount,
            llvmCov: tools.llvmCov.path,
            llvmProfdata: tools.llvmProfdata.path,
            reusedResults: reusedResults,
            timings: (options.buildSeconds.map { [StepTiming(step: "build", seconds: $0)] } ?? []) + steps.timings
        )
    }
}
