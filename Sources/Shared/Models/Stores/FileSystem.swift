import Foundation

/// The few file operations a JSON store needs, behind a protocol so that tests can make any of them
/// fail at a chosen moment. Failures are thrown as they happened (a `POSIXError` for the real file
/// system); the store words them for the user.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no such file. Any other failure (no permission, a file
    /// in the way of the folder, a folder, pipe, socket or device where the file should be) throws,
    /// without waiting: a pipe is refused, never opened. A file of more than `maximumBytes` throws
    /// `FileTooLargeError`, told from its size before reading or as soon as a read passes the limit.
    func contents(of url: URL, maximumBytes: Int) throws -> Data?
    /// Writes `data` so that a failure or a crash at any point leaves either the old file or the new
    /// one, never a mix. It throws only while the file holds what it held before (or is still
    /// absent): a failure after the new file took the name puts the old one back. A write that
    /// returned survives a power cut, but for one case: when the old file cannot be put back either,
    /// the write returns, since every reader now sees the new bytes, though the disk may not keep
    /// them. A symbolic link is written through to its target, and the file keeps its permissions.
    func writeAtomically(_ data: Data, to url: URL) throws
    /// Moves a file to a path where nothing exists yet; throws `POSIXError(.EEXIST)` when something,
    /// even a dangling link, has that name, and never replaces it.
    func move(_ source: URL, to destination: URL) throws
    /// Removes what interrupted writes of `url` left behind; best effort, as nothing depends on it.
    func removeLeftovers(of url: URL)
}
