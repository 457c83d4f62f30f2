import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates a store's folder and any missing parents, keeping the exact cause of a failure.
enum FolderCreation {
    static func makeFolder(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
            return
        }
        guard errno == ENOENT else { throw POSIXError.current }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path {
            try makeFolder(parent)
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw POSIXError.current }
    }
}
