import Foundation

/// The real file system.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func contents(of url: URL) throws -> Data? {
        guard fileExists(at: url) else { return nil }
        return try Data(contentsOf: url)
    }

    /// Writes a temporary file beside the target, then renames it over the target: a rename within
    /// one folder is atomic, so readers see the old bytes or the new ones.
    public func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target in one step. FileManager.replaceItemAt is not used: on
            // Linux it fails whether or not the target exists.
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    public func move(_ source: URL, to destination: URL) throws {
        // moveItem refuses to replace an existing destination, which is what keeps old copies safe.
        try FileManager.default.moveItem(at: source, to: destination)
    }

    public func fileExists(at url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
