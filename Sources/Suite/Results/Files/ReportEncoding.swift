import Foundation

/// JSON as the report writes it: pretty-printed, sorted keys, so equal figures give equal bytes.
package enum ReportEncoding {
    package static func json<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(contentsOf: Array("\n".utf8))
        return data
    }

    /// Writes `value` as `json(_:)` does, to a temporary file renamed into place, creating the folder;
    /// a failure says which file could not be written.
    package static func write<Value: Encodable>(_ value: Value, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json(value).write(to: url, options: .atomic)
        } catch {
            throw ReportWriterError(path: url.path, reason: FileErrorText.reason(error))
        }
    }
}
