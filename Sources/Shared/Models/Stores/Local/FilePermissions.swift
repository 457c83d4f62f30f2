#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The permission bits a saved file gets: those it already had, so that a file its owner made
/// private (600) stays private after every save.
enum FilePermissions {
    /// A file created by the first save: readable by all, writable by its owner (before the umask).
    static let newFile: mode_t = 0o644

    static func current(at path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }
}
