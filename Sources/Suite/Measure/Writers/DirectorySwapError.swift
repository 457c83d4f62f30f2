import Foundation

/// Two folders that were not exchanged, with the operating system's error number.
struct DirectorySwapError: Error, Equatable {
    let path: String
    let code: Int32

    /// Whether no exchange can work where the folders are, as opposed to a fault of this attempt: the
    /// folder is a mount point (EBUSY), the two are on different file systems (EXDEV), or the system
    /// or file system has no exchange at all (ENOSYS, EINVAL).
    var exchangeImpossibleHere: Bool {
        [EBUSY, EXDEV, ENOSYS, EINVAL].contains(code)
    }
}
