import Foundation
import Models

/// The real file system whose atomic write stops halfway, as a crash or a full disk would stop it:
/// the first half of the new bytes lands in a temporary file beside the target, then the write
/// throws. Reads and moves are the real ones.
struct InterruptedWriteFileSystemStub: FileSystem {
    struct Interruption: LocalizedError {
        var errorDescription: String? { "the write was interrupted" }
    }

    private let local = LocalFileSystem()

    /// Where the partial bytes were left: the temporary file the interrupted write never renamed.
    static func temporaryFile(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial.tmp")
    }

    func contents(of url: URL, maximumBytes: Int) throws -> Data? {
        try local.contents(of: url, maximumBytes: maximumBytes)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        try data.prefix(data.count / 2).write(to: Self.temporaryFile(for: url))
        throw Interruption()
    }

    func move(_ source: URL, to destination: URL) throws {
        try local.move(source, to: destination)
    }

    func removeLeftovers(of url: URL) {
        local.removeLeftovers(of: url)
    }
}
