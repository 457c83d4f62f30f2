import Foundation

/// Reads a whole file once `stat` has shown it is a regular one: opening a named pipe to read waits
/// for a writer that may never come, and a socket or device holds no file to read. Each refusal is
/// a reason in plain words, for the caller to put beside the file's name.
package enum FileContents {
    package static func read(_ url: URL) throws(FileReadFailure) -> Data {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            throw FileReadFailure(reason: code == ENOENT ? "no such file or folder" : FileErrorText.posix(code))
        }
        if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { throw FileReadFailure(reason: "it is a folder") }
        if let kind = FileErrorText.specialKind(mode: info.st_mode) {
            throw FileReadFailure(reason: "it is \(kind), not a regular file")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FileReadFailure(reason: FileErrorText.reason(error))
        }
    }
}

extension FileContents {
    /// The bytes of the file at `path` under `root`; a refusal names the file by `path`.
    package static func read(_ path: String, under root: URL) throws(SourceReadError) -> Data {
        do throws(FileReadFailure) {
            return try read(root.appendingPathComponent(path))
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}

/// Why a file could not be read, in words that fit after "Cannot read FILE: ".
package struct FileReadFailure: Error, Equatable {
    package let reason: String
}
