import Foundation

/// The commit results are measured on, in the words the results file keeps.
enum Commit {
    /// The folders whose uncommitted changes would make the results differ from the commit's.
    static let measuredPaths = ["Package.swift", "Sources", "Tests", "Exercises"]

    /// `git rev-parse --short HEAD`, followed by " with uncommitted changes" when the measured
    /// folders differ from it.
    static func describe(root: URL, git: String) throws -> String {
        let shell = Shell()
        let head = try shell.run(git, ["rev-parse", "--short", "HEAD"], in: root)
        guard head.status == 0 else { throw ExerciseRunError.notARepository(root.path, head.output) }
        let status = try shell.run(git, ["status", "--porcelain", "--"] + measuredPaths, in: root)
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let dirty = !status.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return commit + (dirty ? " with uncommitted changes" : "")
    }
}
