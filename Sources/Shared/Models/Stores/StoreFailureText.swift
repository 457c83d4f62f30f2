import Foundation

/// Words for a failed file operation: what happened to which file, as a clause without a final full
/// stop (the alerts put it after a colon and end the sentence). Never the system's own text such
/// as "The operation could not be completed. (NSCocoaErrorDomain error 256.)".
enum StoreFailureText {
    static func saving(_ file: String, _ error: any Error) -> String {
        if let special = error as? SpecialFileError {
            return "\(file) could not be written because \(what(special)) is where the file should be"
        }
        return switch code(of: error) {
        case .ENOSPC?, .EDQUOT?: "\(file) could not be written because the disk is full"
        case .EACCES?, .EPERM?:
            "\(file) could not be written because the app has no permission to change it or its folder"
        case .EISDIR?, .ENOTEMPTY?, .EEXIST?:
            "\(file) could not be written because a folder is where the file should be"
        case .ENOTDIR?: "\(file) could not be written because a file is where its folder should be"
        case .EROFS?: "\(file) could not be written because its disk is read-only"
        case .ELOOP?: "\(file) could not be written because it is a link that leads back to itself"
        default: "\(file) could not be written" + detail(of: error)
        }
    }

    static func reading(_ file: String, _ error: any Error) -> String {
        if let special = error as? SpecialFileError {
            return "\(file) could not be read because it is \(what(special)), not a file"
        }
        return switch code(of: error) {
        case .EACCES?, .EPERM?: "\(file) could not be read because the app has no permission to open it or its folder"
        case .EISDIR?: "\(file) could not be read because it is a folder, not a file"
        case .ENOTDIR?: "\(file) could not be read because a file is where its folder should be"
        case .ELOOP?: "\(file) could not be read because it is a link that leads back to itself"
        default: "\(file) could not be read" + detail(of: error)
        }
    }

    static func keepingAside(_ file: String, _ error: any Error) -> String {
        "\(file) could not be read, and could not be moved aside" + detail(of: error)
    }

    static func tooLarge(_ file: String, maximumBytes: Int) -> String {
        "\(file) would be larger than the \(SizeText.of(maximumBytes)) a store may hold"
    }

    static func refusingToOverwrite(_ file: String) -> String {
        "\(file) could not be read earlier, so it is not overwritten"
    }

    /// What is where the file should be: "a pipe".
    private static func what(_ special: SpecialFileError) -> String {
        switch special.kind {
        case .pipe: "a pipe"
        case .socket: "a socket"
        case .device: "a device"
        case .other: "a special file"
        }
    }

    /// The POSIX cause, also when Foundation wrapped it in one of its own errors.
    private static func code(of error: any Error) -> POSIXErrorCode? {
        if let posix = error as? POSIXError { return posix.code }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else { return nil }
        return POSIXErrorCode(rawValue: Int32(underlying.code))
    }

    /// ": <what the error says>" for a system call's error or an error that describes itself in
    /// words; nothing for an error that has only a domain and a number to say.
    private static func detail(of error: any Error) -> String {
        if let code = code(of: error) {
            return " (" + String(cString: strerror(code.rawValue)).lowercased() + ")"
        }
        guard !(error is CocoaError), (error as NSError).domain != NSCocoaErrorDomain,
            let description = (error as? LocalizedError)?.errorDescription, !description.isEmpty
        else { return "" }
        return ": " + StoreError.withoutFinalStop(description)
    }
}
