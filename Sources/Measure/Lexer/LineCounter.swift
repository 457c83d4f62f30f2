import Foundation

/// Reads a Swift file and lexes it.
public enum LineCounter {
    public static func measure(fileAt url: URL, reportedAs path: String) throws -> SourceMetrics {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LineCounterError.unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw LineCounterError.unreadable(path: path, reason: "it is a folder, not a Swift file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LineCounterError.unreadable(path: path, reason: error.localizedDescription)
        }
        return SwiftLexer.measure(String(decoding: data, as: UTF8.self))
    }
}

public enum LineCounterError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "Cannot read \(path): \(reason)"
        }
    }
}
