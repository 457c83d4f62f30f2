import CommandSupport
import Foundation
import Results

extension CoverageRunner {
    /// Merges each kind's raw profiles, then the kinds into `all`, and reads them all back.
    package func readCoverage() async throws -> CoverageResult {
        let kinds = TestKind.runKinds.filter { !plan.targets(of: $0).isEmpty }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for kind in kinds {
                group.addTask { try await merge(kind) }
            }
            try await group.waitForAll()
        }
        try await runTool(
            tools.llvmProfdata, ["merge", "-sparse"] + kinds.map { profile($0).path } + ["-o", profile(.all).path],
            log: "all-merge")
        let exported = try await withThrowingTaskGroup(of: (TestKind, CoverageExportFiles).self) { group in
            for kind in kinds + [.all] {
                group.addTask { (kind, try await export(kind)) }
            }
            var exports: [TestKind: CoverageExportFiles] = [:]
            for try await (kind, files) in group {
                exports[kind] = files
            }
            return exports
        }
        return CoverageResult(
            summaries: exported.mapValues(\.summaries),
            runs: runs(measured: Set(kinds), underflows: exported.mapValues(\.underflowedCounts)))
    }

    private func merge(_ kind: TestKind) async throws {
        let raw = (try FileManager.default.contentsOfDirectory(atPath: rawProfileDirectory(kind).path))
            .filter { $0.hasSuffix(".profraw") }
            .sorted()
            .map { rawProfileDirectory(kind).appendingPathComponent($0).path }
        guard !raw.isEmpty else {
            throw CoverageError.noProfiles(kind: kind.rawValue, directory: rawProfileDirectory(kind).path)
        }
        try await runTool(
            tools.llvmProfdata, ["merge", "-sparse"] + raw + ["-o", profile(kind).path], log: kind.rawValue + "-merge")
    }

    /// The full export (not `-summary-only`): the regions' counts are needed to find underflows.
    private func export(_ kind: TestKind) async throws -> CoverageExportFiles {
        let output = workDirectory.appendingPathComponent(kind.rawValue + ".json")
        let arguments = ["export", "-skip-expansions", "-instr-profile", profile(kind).path, binary.executable.path]
        let status = try await ProcessRunner.run(tools.llvmCov, arguments, output: .log(output)).status
        guard status == 0 else {
            throw CoverageError.toolFailed(
                tool: "llvm-cov export", log: output.path,
                output: (try? String(contentsOf: output, encoding: .utf8)) ?? "")
        }
        do {
            return try CoverageExportReader(packageRoot: packageRoot).read(Data(contentsOf: output))
        } catch {
            throw CoverageError.unreadableExport(path: output.path, reason: FileErrorText.reason(error))
        }
    }

    private func runTool(_ tool: URL, _ arguments: [String], log name: String) async throws {
        let log = workDirectory.appendingPathComponent(name + ".log")
        let status = try await ProcessRunner.run(tool, arguments, output: .log(log)).status
        guard status == 0 else {
            throw CoverageError.toolFailed(
                tool: tool.lastPathComponent, log: log.path,
                output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        }
    }

    private func runs(measured: Set<TestKind>, underflows: [TestKind: [String: Int]]) -> CoverageRuns {
        func run(_ kind: TestKind) -> CoverageRun {
            CoverageRun(
                targets: plan.targets(of: kind),
                filter: plan.filter(of: kind),
                profile: kind == .all || measured.contains(kind) ? relative(profile(kind)) : "",
                binary: relative(binary.executable),
                underflowedFiles: underflows[kind] ?? [:]
            )
        }
        return CoverageRuns(scenarios: run(.scenarios), unit: run(.unit), other: run(.other), all: run(.all))
    }

    private func relative(_ url: URL) -> String {
        CoverageExportReader(packageRoot: packageRoot).relativePath(of: url.standardizedFileURL.path) ?? url.path
    }
}
