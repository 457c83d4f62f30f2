/// Why a file's lines were not counted.
package enum SourceReadError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case binary(path: String, offset: Int)
    case notUTF8(path: String, offset: Int?)

    package var path: String {
        switch self {
        case .unreadable(let path, _), .binary(let path, _), .notUTF8(let path, _): path
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "Cannot read \(path): \(reason)."
        case .binary(let path, let offset):
            "\(path) is a binary file, not Swift source (a NUL byte at offset \(offset)); its lines were not counted."
        case .notUTF8(let path, let offset):
            "\(path) is not UTF-8 text" + (offset.map { " (an invalid byte at offset \($0))" } ?? "")
                + "; its lines were not counted."
        }
    }
}
