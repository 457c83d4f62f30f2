import Foundation

/// The files a solution's `git diff` changes, read from its headers: what each file was called
/// before and after, and whether it is new, changed, renamed or deleted. The hunks themselves are
/// not needed: the measure compares the files before and after the patch was applied.
package struct SolutionPatch: Sendable, Equatable {
    package struct File: Sendable, Equatable {
        /// The path before the change; nil for a new file.
        package var oldPath: String?
        /// The path after the change; nil for a deleted file.
        package var newPath: String?

        package init(oldPath: String?, newPath: String?) {
            self.oldPath = oldPath
            self.newPath = newPath
        }

        /// The path the file is known by: its new one, or the old one when it was deleted.
        package var path: String { newPath ?? oldPath ?? "" }
    }

    package var files: [File]

    package init(files: [File]) {
        self.files = files
    }

    /// Reads the file headers of `text`, a patch as `git diff` writes it. Throws for text that is not
    /// such a patch, or that changes a binary file or a path written in quotes.
    package init(parsing text: String, name: String) throws(PatchError) {
        var files: [File] = []
        var current: File?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                if let current { files.append(current) }
                guard let paths = Self.paths(ofHeader: line.dropFirst("diff --git ".count)) else {
                    throw .unreadable(patch: name, line: String(line))
                }
                current = File(oldPath: paths.old, newPath: paths.new)
            } else if current != nil {
                try Self.read(line, into: &current, patch: name)
            }
        }
        if let current { files.append(current) }
        guard !files.isEmpty else { throw .empty(patch: name) }
        self.files = files
    }

    /// The header lines between `diff --git` and the first hunk that say what happened to the file.
    private static func read(_ line: Substring, into file: inout File?, patch: String) throws(PatchError) {
        if line.hasPrefix("new file mode") {
            file?.oldPath = nil
        } else if line.hasPrefix("deleted file mode") {
            file?.newPath = nil
        } else if line.hasPrefix("rename from ") {
            file?.oldPath = String(line.dropFirst("rename from ".count))
        } else if line.hasPrefix("rename to ") {
            file?.newPath = String(line.dropFirst("rename to ".count))
        } else if line.hasPrefix("Binary files ") || line.hasPrefix("GIT binary patch") {
            throw .binary(patch: patch, path: file?.path ?? "")
        }
    }

    /// `a/X b/Y` as (X, Y). Both halves have the same length unless the file was renamed, in which
    /// case the rename lines that follow say which is which.
    private static func paths(ofHeader header: Substring) -> (old: String, new: String)? {
        guard header.hasPrefix("a/"), !header.contains("\"") else { return nil }
        guard let separator = header.range(of: " b/", options: .backwards) else { return nil }
        let old = header[header.index(header.startIndex, offsetBy: 2)..<separator.lowerBound]
        let new = header[separator.upperBound...]
        return (String(old), String(new))
    }
}
