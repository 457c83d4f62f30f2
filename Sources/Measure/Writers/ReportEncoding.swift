import Foundation

/// JSON as the report writes it: pretty-printed, sorted keys, so equal figures give equal bytes.
enum ReportEncoding {
    static func json<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(contentsOf: Array("\n".utf8))
        return data
    }
}
