import Foundation

/// Lists a folder so that a folder that cannot be read is not mistaken for one that is not there:
/// only a missing folder reads as empty; any other failure (no permission, a file in its place)
/// is an error that names the folder and says why in plain words.
package enum FolderListing {
    /// The names in `folder`, unsorted; none when there is nothing at that path.
    package static func names(in folder: URL) throws(FolderListingError) -> [String] {
        // Asked first, because Foundation on Linux reports a file in the folder's place without the
        // reason underneath.
        var info = stat()
        guard stat(folder.path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return [] }
            throw FolderListingError(path: folder.path, reason: FileErrorText.posix(code))
        }
        guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) else {
            let kind = FileErrorText.specialKind(mode: info.st_mode) ?? "a file"
            throw FolderListingError(path: folder.path, reason: "it is \(kind), not a folder")
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw FolderListingError(path: folder.path, reason: FileErrorText.reason(error))
        }
    }
}

extension FolderListing {
    /// The paths, relative to `folder` and sorted, of every file under it whose name ends with
    /// `suffix`, in sub-folders too (a link to a folder is not followed). A sub-folder that cannot be
    /// read stops the walk with its path and the reason, instead of being skipped as if empty.
    package static func files(under folder: URL, endingWith suffix: String) throws(FolderListingError) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in try names(in: url) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { continue }
                if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
                    pending.append(path)
                } else if name.hasSuffix(suffix) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}

/// A folder that exists but could not be listed.
package struct FolderListingError: Error, Equatable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "Cannot list the folder \(path): \(reason)" }
}
