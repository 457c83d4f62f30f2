import Foundation

/// A file error in plain words ("no such file or directory", "permission denied"), taken from the
/// operating system's own error under Foundation's, never "NSCocoaErrorDomain error 256".
enum FileErrorText {
    static func reason(_ error: any Error) -> String {
        let bridged = error as NSError
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return posix(Int32(underlying.code))
        }
        if bridged.domain == NSPOSIXErrorDomain {
            return posix(Int32(bridged.code))
        }
        if bridged.domain != NSCocoaErrorDomain {
            return String(describing: error)
        }
        return "the file system refused the operation (code \(bridged.code))"
    }

    /// The C library's message for `code`, starting in lower case to sit inside a sentence.
    static func posix(_ code: Int32) -> String {
        let message = String(cString: strerror(code))
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
