import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Exchanges two folders in one step, so that a reader (or a crash) sees either the old folder or
/// the new one, never a mix: `renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on macOS.
enum DirectorySwap {
    /// Exchanges the folders at `first` and `second`; both must exist on the same file system.
    @Sendable static func exchange(_ first: URL, _ second: URL) throws {
        guard swap(first.path, second.path) == 0 else {
            throw DirectorySwapError(path: second.path, code: errno)
        }
    }

    #if os(Linux)
        private typealias RenameAt2 =
            @convention(c) (
                Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
            ) -> Int32

        /// Glibc has `renameat2` since 2.28 but its module does not import it, so it is looked up by name.
        private static let renameAt2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
            unsafeBitCast($0, to: RenameAt2.self)
        }
        private static let renameExchange: UInt32 = 1 << 1

        private static func swap(_ first: String, _ second: String) -> Int32 {
            guard let renameAt2 else {
                errno = ENOSYS
                return -1
            }
            return renameAt2(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
        }
    #elseif os(macOS)
        private static func swap(_ first: String, _ second: String) -> Int32 {
            renamex_np(first, second, UInt32(RENAME_SWAP))
        }
    #else
        private static func swap(_ first: String, _ second: String) -> Int32 {
            errno = ENOSYS
            return -1
        }
    #endif
}
