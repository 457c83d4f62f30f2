import CommandSupport
import Foundation

/// A student's working tree as a change to the commit the work started from: where the student's
/// branch left main (so what was committed since counts as much as what was not), or HEAD when no
/// branch called main is there. The files that differ from it (new files git does not ignore
/// included), and each one's text before and after, ready for the measure that the reference
/// solutions go through.
struct WorkingCopy {
    let root: URL
    let git: URL

    /// The branches the work may have started from, in the order they are tried.
    static let starters = ["main", "origin/main"]

    /// The commit the change is measured from: the merge base of HEAD with the first starter branch
    /// there is, else HEAD itself.
    func base() throws -> String {
        for starter in Self.starters {
            let result = try ProcessRunner.runAndWait(
                git, ["merge-base", "HEAD", starter], in: root, output: .captured)
            let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if result.status == 0, !commit.isEmpty { return commit }
        }
        return "HEAD"
    }

    /// Every path that differs from the base, committed since, staged or not, deleted or new
    /// (ignored files left out), relative to the root and sorted.
    func changedPaths() throws -> [String] {
        let changed = try listing(["diff", "--name-only", "--no-renames", "-z", try base(), "--"])
        let untracked = try listing(["ls-files", "--others", "--exclude-standard", "-z"])
        return Array(Set(changed + untracked)).sorted()
    }

    /// The files at `paths` as the measure reads them: their text at the base (nil for a new file)
    /// and now (nil for a deleted one).
    func inputs(_ paths: [String]) throws -> [SolutionMeasure.Input] {
        let base = try base()
        return try paths.map { path in
            let committed = try ProcessRunner.runAndWait(
                git, ["cat-file", "blob", base + ":" + path], in: root, output: .captured)
            let oldText = committed.status == 0 ? committed.output : nil
            let newText = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return SolutionMeasure.Input(
                file: SolutionPatch.File(oldPath: oldText == nil ? nil : path, newPath: newText == nil ? nil : path),
                oldText: oldText, newText: newText)
        }
    }

    private func listing(_ arguments: [String]) throws -> [String] {
        let result = try ProcessRunner.runAndWait(git, arguments, in: root, output: .captured)
        guard result.status == 0 else { throw ExerciseRunError.notARepository(root.path, result.output) }
        return result.output.split(separator: "\0").map(String.init)
    }
}
