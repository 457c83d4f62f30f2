import Foundation

/// File errors in plain words ("permission denied", "no space left on the device"), never an error
/// code or "NSCocoaErrorDomain error 256": the one place where the tools turn Foundation's and the
/// operating system's file errors into words.
package enum FileErrorText {
    package static func reason(_ error: any Error) -> String {
        let bridged = error as NSError
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return posix(Int32(underlying.code))
        }
        if bridged.domain == NSPOSIXErrorDomain {
            return posix(Int32(bridged.code))
        }
        if bridged.domain == NSCocoaErrorDomain {
            return cocoa(CocoaError.Code(rawValue: bridged.code))
        }
        return String(describing: error)
    }

    /// The C library's message for `code`, starting in lower case to sit inside a sentence.
    package static func posix(_ code: Int32) -> String {
        let message = String(cString: strerror(code))
        return message.prefix(1).lowercased() + message.dropFirst()
    }

    /// Foundation's file error codes in words. Linux's Foundation often gives only these, without the
    /// operating system's error underneath.
    package static func cocoa(_ code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "no space left on the device"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileWriteFileExists: "something else already has that name"
        case .fileReadTooLarge: "the file is too large to read"
        case .fileReadCorruptFile: "the file is damaged"
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            "the text is not in the expected encoding"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "the name is not a valid file name"
        case .fileLocking: "the file is locked"
        default: "the file system refused the operation for a reason it did not give"
        }
    }

    /// What stands at a path that is not a regular file, in words ("a named pipe"), or nil for a
    /// regular file or folder. `mode` is the `st_mode` of `stat`.
    package static func specialKind(mode: mode_t) -> String? {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFIFO): "a named pipe"
        case mode_t(S_IFSOCK): "a socket"
        case mode_t(S_IFCHR), mode_t(S_IFBLK): "a device"
        case mode_t(S_IFLNK): "a link"
        default: nil
        }
    }
}
