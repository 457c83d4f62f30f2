import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// `make exercises`: for each change request, resets the scratch copy to the working tree, applies
/// every style's solution at once (they touch disjoint folders), builds once, runs the shared
/// scenarios, the request's scenarios and each style's unit tests, style by style, and measures each
/// solution. A solution that does not apply, a build that fails or a failing test is reported with
/// the request and the style, and no results are written.
package struct ExerciseRun {
    let packageRoot: URL
    let copy: ScratchCopy
    let logs: URL
    let table: LayerTable
    let swift: URL
    let buildFlags: [String]
    let progress: @Sendable (String) -> Void
    private let clock = ContinuousClock()

    /// `scratch` holds the copy (`package/`) and the logs (`logs/`); `buildFlags` are the test
    /// build's flags without a scratch path.
    package init(
        packageRoot: URL, scratch: URL, table: LayerTable, swift: URL, git: URL, buildFlags: [String],
        progress: @escaping @Sendable (String) -> Void
    ) {
        self.packageRoot = packageRoot
        copy = ScratchCopy(
            packageRoot: packageRoot, root: scratch.appendingPathComponent("package", isDirectory: true),
            git: git,
            // The shared scenarios and the styles' own tests, with ExerciseTests (in Exercises/, never
            // left out): the only tests a run builds.
            testTargets: ScratchTestTargets(
                keeping: Set(table.styles.map(\.testTarget) + [ScenarioRunSelection.testTarget])))
        logs = scratch.appendingPathComponent("logs", isDirectory: true)
        self.table = table
        self.swift = swift
        self.buildFlags = buildFlags
        self.progress = progress
    }

    /// Runs the requests with ids in `only` (all when nil) and returns their costs; throws
    /// `ExerciseRunFailures` with every failure when any request failed.
    package func run(only: [String]? = nil) throws -> [RequestCost] {
        let requests = try ExerciseFolder.requests(packageRoot: packageRoot, styles: table.styles.map(\.name))
        if let unknown = only?.first(where: { id in !requests.contains { $0.id == id } }) {
            throw ExerciseRunError.noSuchRequest(unknown, known: requests.map(\.id))
        }
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        var costs: [RequestCost] = []
        var failures: [String] = []
        for request in requests where only?.contains(request.id) ?? true {
            do {
                costs.append(try run(request))
            } catch {
                progress("    FAILED: \(error)")
                failures.append(String(describing: error))
            }
        }
        guard failures.isEmpty else { throw ExerciseRunFailures(failures: failures) }
        return costs
    }

    private func run(_ request: ChangeRequest) throws -> RequestCost {
        let styles = table.styles.filter { request.solutionStyles.contains($0.name) }
        let missing = table.styles.map(\.name).filter { !request.solutionStyles.contains($0) }
        progress("==> \(request.id) \(request.title): solutions of \(list(styles.map(\.name)))")
        if !missing.isEmpty {
            progress("    no solution yet for \(list(missing)) (\(request.solutionPath(of: "<Style>")))")
        }
        var started = clock.now
        let written = try copy.reset()
        progress("    scratch copy reset to the working tree: \(written) files written or removed")
        let costs = try styles.map { try applyAndMeasure(request, $0) }
        progress("    applied and measured: \(list(styles.map(\.name))) (\(seconds(since: started)))")
        started = clock.now
        try build(request, styles: styles)
        progress("    built with every solution (\(seconds(since: started)))")
        for style in styles {
            started = clock.now
            try test(request, style: style)
            progress(
                "    \(style.name): shared scenarios, \(request.id) scenarios and \(style.testTarget) passed "
                    + "(\(seconds(since: started)))")
        }
        return RequestCost(
            id: request.id, folder: request.folder, title: request.title, scenarioCount: request.scenarioIDs.count,
            replacedScenarios: request.replacedScenarios, solutions: costs, missingStyles: missing)
    }

    private func applyAndMeasure(_ request: ChangeRequest, _ style: StyleDefinition) throws -> SolutionCost {
        let path = request.solutionPath(of: style.name)
        let url = packageRoot.appendingPathComponent(path)
        let patch = try SolutionPatch(parsing: try String(contentsOf: url, encoding: .utf8), name: path)
        let measure = SolutionMeasure(style: style, table: table)
        try measure.check(patch, name: path)
        if let reason = try copy.apply(patch: url) {
            throw ExerciseRunError.doesNotApply(request: request.id, style: style.name, patch: path, reason: reason)
        }
        return try measure.measure(
            patch.files.map { file in
                SolutionMeasure.Input(
                    file: file,
                    oldText: file.oldPath.flatMap {
                        try? String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8)
                    },
                    newText: file.newPath.flatMap(copy.text))
            })
    }

    private func build(_ request: ChangeRequest, styles: [StyleDefinition]) throws {
        let log = logs.appendingPathComponent("\(request.id)-build.log")
        let result = try ProcessRunner.runAndWait(
            swift, ["build", "--build-tests"] + flags, in: copy.root, output: .log(log), progress: progress)
        guard result.status == 0 else {
            let output = Self.text(of: log)
            let errors = BuildLog.errorLines(output)
            throw ExerciseRunError.buildFailed(
                request: request.id, styles: BuildLog.styles(in: errors, among: styles), log: log.path,
                excerpt: (errors.isEmpty ? BuildLog.tail(output) : Array(errors.prefix(20))).joined(
                    separator: "\n"))
        }
    }

    private func test(_ request: ChangeRequest, style: StyleDefinition) throws {
        let log = logs.appendingPathComponent("\(request.id)-\(style.name)-tests.log")
        let filter = "^(\(ScenarioRunSelection.testTarget)|ExerciseTests|\(style.testTarget))\\."
        let result = try ProcessRunner.runAndWait(
            swift, ["test", "--skip-build"] + flags + ["--filter", filter],
            environment: [
                "EXERCISE": request.id, ScenarioRunSelection.styleVariable: style.name,
                ScenarioRunSelection.skippedVariable: request.replacedScenarios.joined(separator: ","),
            ], in: copy.root, output: .log(log))
        guard result.status == 0 else {
            throw ExerciseRunError.testsFailed(
                request: request.id, style: style.name, log: log.path,
                excerpt: BuildLog.testFailures(Self.text(of: log)).joined(separator: "\n"))
        }
    }

    /// A log's text as far as it was written (empty when it cannot be read).
    private static func text(of log: URL) -> String {
        (try? Data(contentsOf: log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private var flags: [String] {
        ["--scratch-path", copy.root.appendingPathComponent(".build").path] + buildFlags
    }

    private func seconds(since start: ContinuousClock.Instant) -> String {
        let duration = clock.now - start
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f s", seconds)
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

/// Every request that failed, each with its own explanation.
package struct ExerciseRunFailures: Error, CustomStringConvertible {
    package let failures: [String]

    package var description: String {
        "make exercises failed:\n" + failures.joined(separator: "\n\n")
    }
}
