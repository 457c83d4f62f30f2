import Foundation

@testable import Models

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFileSystem {
    /// The real file system whose opens never wait, so that a test with a pipe at the store's path
    /// fails, instead of hanging, if the store ever opens the pipe.
    static let neverWaitingToOpen = LocalFileSystem(
        flush: LocalFileSystem.flushToDisk, openForReading: { path, flags in open(path, flags | O_NONBLOCK) })
}
