import Foundation

/// The few file operations a JSON store needs, behind a protocol so that tests can make any of them
/// fail at a chosen moment.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no such file.
    func contents(of url: URL) throws -> Data?
    /// Writes `data` so that a failure or a crash at any point leaves either the old file or the new
    /// one, never a mix.
    func writeAtomically(_ data: Data, to url: URL) throws
    /// Moves a file to a path that does not exist yet; never replaces an existing file.
    func move(_ source: URL, to destination: URL) throws
    func fileExists(at url: URL) -> Bool
}
