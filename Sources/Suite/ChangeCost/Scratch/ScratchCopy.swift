import CommandSupport
import Foundation

/// The copy of the package the solutions are applied to, reused from run to run so that its build is
/// incremental. Resetting it writes only the files whose content differs from the working tree, and
/// removes the files the working tree does not have, so a build after a reset recompiles only what
/// the last patches changed. The test targets the runs do not use are copied empty (see
/// `ScratchTestTargets`), so that its builds do not compile them.
struct ScratchCopy {
    let packageRoot: URL
    /// The copy's root; its build folder is `.build` inside it.
    let root: URL
    let git: URL
    let testTargets: ScratchTestTargets

    /// Folders of the copy a reset leaves alone: its build and its own git metadata.
    static let kept: Set<String> = [".build", ".git"]

    /// Makes the copy hold exactly the working tree's files (tracked, and new ones git does not
    /// ignore); returns how many files were written or removed.
    @discardableResult
    func reset() throws -> Int {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var wanted: [String: Data] = [:]
        for path in try workingTreeFiles() where !testTargets.leavesOut(path) {
            wanted[path] = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        }
        for (path, text) in try testTargets.placeholders(packageRoot: packageRoot) {
            wanted[path] = Data(text.utf8)
        }
        var changed = 0
        for (path, data) in wanted {
            let destination = root.appendingPathComponent(path)
            if let existing = try? Data(contentsOf: destination), existing == data { continue }
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination)
            changed += 1
        }
        for path in try copyFiles() where wanted[path] == nil {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            changed += 1
        }
        try makeRepository()
        return changed
    }

    /// Applies a `git diff` to the copy; returns git's complaint when it does not apply.
    func apply(patch: URL) throws -> String? {
        let check = try ProcessRunner.runAndWait(git, ["apply", "--check", patch.path], in: root, output: .captured)
        guard check.status == 0 else { return check.output.trimmingCharacters(in: .whitespacesAndNewlines) }
        let applied = try ProcessRunner.runAndWait(git, ["apply", patch.path], in: root, output: .captured)
        return applied.status == 0 ? nil : applied.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The text of `path` in the copy, or nil when the copy has no such file.
    func text(of path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files of the working tree that a clone of the current work would hold, relative to its root.
    private func workingTreeFiles() throws -> [String] {
        let listed = try ProcessRunner.runAndWait(
            git, ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: packageRoot, output: .captured)
        guard listed.status == 0 else { throw ExerciseRunError.notARepository(packageRoot.path, listed.output) }
        return listed.output.split(separator: "\0").map(String.init).filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent(path).path, isDirectory: &isDirectory)
            // A file deleted in the working tree but not yet in git's index is left out, as a clone would.
            return exists && !isDirectory.boolValue
        }
    }

    /// Every file of the copy outside the kept folders, relative to its root.
    private func copyFiles() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory, Self.kept.contains(path) {
                enumerator.skipDescendants()
            } else if type != .typeDirectory {
                paths.append(path)
            }
        }
        return paths
    }

    /// The copy is a repository of its own, so `git apply` works on it and never on the package
    /// around it (the copy lives inside the package's ignored build folders). Nothing is committed.
    private func makeRepository() throws {
        guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return }
        let created = try ProcessRunner.runAndWait(git, ["init", "--quiet", root.path], in: root, output: .captured)
        guard created.status == 0 else { throw ExerciseRunError.notARepository(root.path, created.output) }
    }
}
