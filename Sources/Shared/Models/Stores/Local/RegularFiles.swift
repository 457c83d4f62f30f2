import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells what is at a store's path from its mode, before anything opens it.
enum RegularFiles {
    /// Whether a regular file is at `path`, links followed: false when nothing is there; a folder
    /// throws `EISDIR`, and a pipe, socket or device throws `SpecialFileError`.
    static func exists(at path: String) throws -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return false }
            throw POSIXError.current
        }
        try requireRegular(status.st_mode)
        return true
    }

    static func requireRegular(_ mode: mode_t) throws {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw POSIXError(.EISDIR)
        case S_IFIFO: throw SpecialFileError(.pipe)
        case S_IFSOCK: throw SpecialFileError(.socket)
        case S_IFCHR, S_IFBLK: throw SpecialFileError(.device)
        default: throw SpecialFileError(.other)
        }
    }
}
