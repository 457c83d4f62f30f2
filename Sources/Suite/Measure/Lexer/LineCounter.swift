import Foundation
import Results

/// Reads a Swift file and lexes it.
package enum LineCounter {
    package static func measure(fileAt url: URL, reportedAs path: String) throws -> SourceMetrics {
        let data: Data
        do throws(FileReadFailure) {
            data = try FileContents.read(url)
        } catch {
            throw LineCounterError.unreadable(path: path, reason: error.reason)
        }
        return SwiftLexer.measure(String(decoding: data, as: UTF8.self))
    }
}

package enum LineCounterError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "Cannot read \(path): \(reason)"
        }
    }
}
