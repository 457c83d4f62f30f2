import CommandSupport
import Foundation
import Measure

/// Writes counts as a profile and reads them back through llvm-profdata and llvm-cov, like every
/// other profile of the run.
struct ProfileTools {
    let run: CaseProfileRun

    /// Writes `counters` as `<name>.profraw` and merges it into `<name>.profdata` (functions that did
    /// not run are kept, so llvm-cov still lists them).
    func profile(named name: String, layout: ProfileLayout, counters: [UInt64]) async throws -> URL {
        let raw = run.workDirectory.appendingPathComponent(name + ".profraw")
        let indexed = run.workDirectory.appendingPathComponent(name + ".profdata")
        try RawProfile.bytes(layout: layout, counters: counters).write(to: raw)
        try await tool(run.tools.llvmProfdata, ["merge", raw.path, "-o", indexed.path], log: name + "-merge.log")
        return indexed
    }

    /// `llvm-cov export` of `profile` restricted to `sources` (absolute paths): a JSON summary per
    /// file, or (`functions`) the LCOV listing that names each function and its first line.
    func export(_ profile: URL, sources: [String], functions: Bool, name: String) async throws -> Data {
        let output = run.workDirectory.appendingPathComponent(name + (functions ? ".lcov" : ".json"))
        let arguments =
            ["export", "-skip-expansions"] + (functions ? ["-format=lcov"] : ["-summary-only"])
            + ["-instr-profile", profile.path, run.binary.path] + sources
        try await tool(run.tools.llvmCov, arguments, log: output.lastPathComponent)
        return try Data(contentsOf: output)
    }

    /// The LCOV listing of `sources`' functions, from the run's profile when it has one, or else from a
    /// profile of `layout` with no counts.
    func functionListing(layout: ProfileLayout, sources: [String]) async throws -> Data {
        let profile: URL
        if let existing = run.profile {
            profile = existing
        } else {
            profile = try await self.profile(
                named: "functions", layout: layout, counters: [UInt64](repeating: 0, count: layout.counterCount))
        }
        return try await export(profile, sources: sources, functions: true, name: "functions")
    }

    private func tool(_ executable: URL, _ arguments: [String], log: String) async throws {
        let output = run.workDirectory.appendingPathComponent(log)
        let status = try await ProcessRunner.run(executable, arguments, output: .log(output)).status
        guard status == 0 else {
            throw CaseProfileError.toolFailed(tool: executable.lastPathComponent, log: output.path)
        }
    }
}
