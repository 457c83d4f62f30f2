import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a path that may be a symbolic link finally leads, so that a save replaces the link's
/// target and leaves the link in place.
enum SymbolicLinks {
    /// The most links followed, as the system's own limit (ELOOP) does.
    static let maximumDepth = 40

    /// `path` itself when it is not a link (or does not exist); otherwise the end of its chain of
    /// links, which may not exist yet (a dangling link is written through, creating its target).
    static func finalTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<maximumDepth {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw POSIXError.current
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: current)
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw POSIXError(.ELOOP)
    }
}
