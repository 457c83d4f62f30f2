import CommandSupport
import Foundation

/// A student's working tree as a change to its last commit: the files that differ from HEAD (new
/// files git does not ignore included), and each one's text before and after, ready for the measure
/// that the reference solutions go through.
struct WorkingCopy {
    let root: URL
    let git: URL

    /// Every path that differs from HEAD, staged or not, deleted or new (ignored files left out),
    /// relative to the root and sorted.
    func changedPaths() throws -> [String] {
        let changed = try listing(["diff", "--name-only", "--no-renames", "-z", "HEAD", "--"])
        let untracked = try listing(["ls-files", "--others", "--exclude-standard", "-z"])
        return Array(Set(changed + untracked)).sorted()
    }

    /// The files at `paths` as the measure reads them: their text at HEAD (nil for a new file) and
    /// now (nil for a deleted one).
    func inputs(_ paths: [String]) throws -> [SolutionMeasure.Input] {
        try paths.map { path in
            let committed = try ProcessRunner.runAndWait(
                git, ["cat-file", "blob", "HEAD:" + path], in: root, output: .captured)
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
