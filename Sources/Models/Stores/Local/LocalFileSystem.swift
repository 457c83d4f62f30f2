import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through POSIX calls so that every failure keeps its exact cause.
public struct LocalFileSystem: FileSystem {
    /// Flushes an open file or folder to the disk; replaced in tests to see the order of the steps.
    let flush: @Sendable (_ descriptor: Int32, _ path: String) throws -> Void

    public init() {
        self.init(flush: LocalFileSystem.flushToDisk)
    }

    init(flush: @escaping @Sendable (_ descriptor: Int32, _ path: String) throws -> Void) {
        self.flush = flush
    }

    public func contents(of url: URL) throws -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            // Only a missing file (or folder) means that nothing was saved yet.
            if errno == ENOENT { return nil }
            throw POSIXError.current
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError.current }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw POSIXError(.EISDIR) }
        return try FileDescriptorIO.readAll(descriptor)
    }

    /// Writes a temporary file beside the target, flushes it, renames it over the target (a rename
    /// within one folder is atomic, so readers see the old bytes or the new ones), then flushes the
    /// folder so that the rename itself is on the disk.
    public func writeAtomically(_ data: Data, to url: URL) throws {
        let target = try SymbolicLinks.finalTarget(of: url.path)
        let folder = (target as NSString).deletingLastPathComponent
        try FolderCreation.makeFolder(folder.isEmpty ? "." : folder)
        let permissions = FilePermissions.current(at: target) ?? FilePermissions.newFile
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
        guard rename(temporary, target) == 0 else {
            let error = POSIXError.current
            unlink(temporary)
            throw error
        }
        try flushFolder(folder.isEmpty ? "." : folder)
    }

    public func move(_ source: URL, to destination: URL) throws {
        // A hard link fails with EEXIST when anything has the name, a dangling link included; the
        // original name is removed only once the new one holds the bytes.
        if linkat(AT_FDCWD, source.path, AT_FDCWD, destination.path, 0) == 0 {
            guard unlink(source.path) == 0 else { throw POSIXError.current }
            return
        }
        let linkError = POSIXError.current
        let withoutHardLinks: [POSIXErrorCode] = [.EPERM, .EOPNOTSUPP, .EXDEV, .EMLINK]
        guard withoutHardLinks.contains(linkError.code) else { throw linkError }
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
