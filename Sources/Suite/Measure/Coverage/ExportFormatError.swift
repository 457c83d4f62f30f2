import Foundation

/// An llvm-cov export that is not the JSON llvm-cov writes, told in words: what was expected, and
/// what came instead (the output's first characters, or the field that was missing or of another kind).
package struct ExportFormatError: Error, Equatable, CustomStringConvertible {
    package let what: String

    package var description: String { "llvm-cov's export JSON was expected, but \(what)" }

    /// How many characters of the output are shown.
    static let shown = 60

    init(_ error: DecodingError, data: Data) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            what = "the output is not JSON; it begins " + Self.start(of: data)
        case .keyNotFound(let key, let context):
            what = "the field \"\(Self.path(context.codingPath + [key]))\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            what = "the field \"\(Self.path(context.codingPath))\" holds something else"
        @unknown default:
            what = "the output could not be read; it begins " + Self.start(of: data)
        }
    }

    /// The first characters, quoted, or "with nothing" for an empty output.
    private static func start(of data: Data) -> String {
        guard !data.isEmpty else { return "with nothing (it is empty)" }
        let text = String(decoding: data.prefix(shown * 4), as: UTF8.self)
        let head = String(text.prefix(shown)).replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(head)\"" + (text.count > shown ? "..." : "")
    }

    /// "data.0.files.3.summary": the keys and positions down to the field.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
