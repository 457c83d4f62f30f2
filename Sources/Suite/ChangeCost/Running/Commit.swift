import CommandSupport
import Foundation
import Results

/// The commit results are measured on, in the words the results file keeps.
package enum Commit {
    /// The folders whose uncommitted changes would make the results differ from the commit's.
    static let measuredPaths = ["Package.swift", "Sources", "Tests", "Exercises"]

    /// `git rev-parse --short HEAD`, followed by `ExerciseResults.uncommittedMark` when the measured
    /// folders differ from it.
    package static func describe(root: URL, git: URL) throws -> String {
        let head = try ProcessRunner.runAndWait(git, ["rev-parse", "--short", "HEAD"], in: root, output: .captured)
        guard head.status == 0 else { throw ExerciseRunError.notARepository(root.path, head.output) }
        let status = try ProcessRunner.runAndWait(
            git, ["status", "--porcelain", "--"] + measuredPaths, in: root, output: .captured)
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let dirty = !status.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return commit + (dirty ? ExerciseResults.uncommittedMark : "")
    }

    /// Whether `commit` is HEAD or one of its ancestors, so that results naming it can be checked out.
    package static func isInHistory(_ commit: String, root: URL, git: URL) -> Bool {
        let answer = try? ProcessRunner.runAndWait(
            git, ["merge-base", "--is-ancestor", commit, "HEAD"], in: root, output: .captured)
        return answer?.status == 0
    }
}
