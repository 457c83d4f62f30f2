import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through POSIX calls so that every failure keeps its exact cause.
public struct LocalFileSystem: FileSystem {
    /// Flushes an open file or folder to the disk; replaced in tests to see the order of the steps, or
    /// to make one of them fail.
    let flush: @Sendable (_ descriptor: Int32, _ path: String) throws -> Void
    /// Opens the store's file for reading; replaced in tests by one that can never wait, so that a
    /// pipe at the store's path fails a test instead of hanging it should the checks below be lost.
    let openForReading: @Sendable (_ path: String, _ flags: Int32) -> Int32

    public init() {
        self.init(flush: LocalFileSystem.flushToDisk)
    }

    init(
        flush: @escaping @Sendable (_ descriptor: Int32, _ path: String) throws -> Void,
        openForReading: @escaping @Sendable (_ path: String, _ flags: Int32) -> Int32 = { open($0, $1) }
    ) {
        self.flush = flush
        self.openForReading = openForReading
    }

    public func contents(of url: URL, maximumBytes: Int) throws -> Data? {
        // What is there is told from its mode before opening it: opening a pipe waits for a writer,
        // and opening a device can act on the device.
        guard try RegularFiles.exists(at: url.path) else { return nil }
        // Without waiting either, should a pipe take the name between the check and the open.
        let descriptor = openForReading(url.path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            // Only a missing file (or folder) means that nothing was saved yet.
            if errno == ENOENT { return nil }
            throw POSIXError.current
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError.current }
        try RegularFiles.requireRegular(status.st_mode)
        guard status.st_size <= maximumBytes else { throw FileTooLargeError(maximumBytes: maximumBytes) }
        // The file may grow between the size check and the read: the read stops at the limit as well.
        guard let data = try FileDescriptorIO.readAll(descriptor, upTo: maximumBytes) else {
            throw FileTooLargeError(maximumBytes: maximumBytes)
        }
        return data
    }

    /// Writes a temporary file beside the target and flushes it; gives the old file a second name and
    /// flushes the folder, so that most faults are met while nothing is replaced yet; renames the
    /// temporary file over the target (a rename within one folder is atomic, so readers see the old
    /// bytes or the new ones); then flushes the folder so that the rename itself is on the disk.
    public func writeAtomically(_ data: Data, to url: URL) throws {
        let target = try SymbolicLinks.finalTarget(of: url.path)
        let folderPath = (target as NSString).deletingLastPathComponent
        let folder = folderPath.isEmpty ? "." : folderPath
        try FolderCreation.makeFolder(folder)
        // A pipe, a socket or a device at the target is refused, as a folder is, never replaced.
        let hadFile = try RegularFiles.exists(at: target)
        let permissions = FilePermissions.current(at: target) ?? FilePermissions.newFile
        let temporary = try writeTemporaryFile(data, besides: target, permissions: permissions)
        var previous: String?
        do {
            previous = hadFile ? try keepPreviousVersion(of: target) : nil
            try flushFolder(folder)
            guard rename(temporary, target) == 0 else { throw POSIXError.current }
        } catch {
            unlink(temporary)
            if let previous { unlink(previous) }
            throw error
        }
        do {
            try flushFolder(folder)
        } catch {
            try undoReplacement(of: target, previous: previous, hadFile: hadFile, folder: folder, because: error)
            return
        }
        if let previous { unlink(previous) }
    }

    public func move(_ source: URL, to destination: URL) throws {
        // A hard link fails with EEXIST when anything has the name, a dangling link included; the
        // original name is removed only once the new one holds the bytes.
        if linkat(AT_FDCWD, source.path, AT_FDCWD, destination.path, 0) == 0 {
            guard unlink(source.path) == 0 else { throw POSIXError.current }
            return
        }
        let linkError = POSIXError.current
        guard Self.withoutHardLinks.contains(linkError.code) else { throw linkError }
        // A file system without hard links: check the name, then rename.
        var status = stat()
        guard lstat(destination.path, &status) != 0 else { throw POSIXError(.EEXIST) }
        guard rename(source.path, destination.path) == 0 else { throw POSIXError.current }
    }

    public func removeLeftovers(of url: URL) {
        // Saves write beside the link's target, so that is where their leftovers are.
        let target = (try? SymbolicLinks.finalTarget(of: url.path)) ?? url.path
        let folder = (target as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where LeftoverFiles.isTemporaryName(name, for: (target as NSString).lastPathComponent) {
            unlink((folder as NSString).appendingPathComponent(name))
        }
    }

    private func writeTemporaryFile(_ data: Data, besides target: String, permissions: mode_t) throws -> String {
        let temporary = LeftoverFiles.temporaryPath(for: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw POSIXError.current }
        do {
            defer { close(descriptor) }
            // The mode given to open is reduced by the umask; the file's old mode is kept exactly.
            guard fchmod(descriptor, permissions) == 0 else { throw POSIXError.current }
            try FileDescriptorIO.writeAll(data, to: descriptor)
            try flush(descriptor, temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// A second name for the old file, so that it can be put back if anything after the rename
    /// fails; nil on a file system without hard links, where the old file cannot be kept that way.
    private func keepPreviousVersion(of target: String) throws -> String? {
        let previous = LeftoverFiles.previousVersionPath(for: target)
        guard linkat(AT_FDCWD, target, AT_FDCWD, previous, 0) != 0 else { return previous }
        let error = POSIXError.current
        guard Self.withoutHardLinks.contains(error.code) else { throw error }
        return nil
    }

    /// After a failure that followed the rename: puts the old file back (or removes the new one
    /// when there was none) and throws `error`, since the disk then holds what it held before. When
    /// that is impossible too, the new file stays and this returns: the write counts as done, since
    /// a failure would contradict what every reader of the file now sees, although a power cut
    /// before the disk catches up may still undo it.
    private func undoReplacement(
        of target: String, previous: String?, hadFile: Bool, folder: String, because error: any Error
    ) throws {
        let undone: Bool
        if let previous {
            undone = rename(previous, target) == 0
            if !undone { unlink(previous) }
        } else {
            undone = !hadFile && unlink(target) == 0
        }
        guard undone else { return }
        // Best effort: every reader sees the old file again, whether or not this flush succeeds.
        try? flushFolder(folder)
        throw error
    }

    /// What `linkat` says on a file system that has no hard links.
    private static let withoutHardLinks: [POSIXErrorCode] = [.EPERM, .EOPNOTSUPP, .EXDEV, .EMLINK]

    private func flushFolder(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError.current }
        defer { close(descriptor) }
        try flush(descriptor, path)
    }

    /// fsync, or on Apple platforms F_FULLFSYNC, which also empties the drive's own cache. A folder
    /// on a file system that cannot flush folders (EINVAL) has nothing more to do.
    @Sendable static func flushToDisk(_ descriptor: Int32, path: String) throws {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw POSIXError.current }
    }
}

extension POSIXError {
    /// The error of the last failed system call.
    static var current: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
