import Foundation
import Results

/// Reads a file to count its lines, refusing what is not Swift source text: a folder, a named pipe or
/// other special file (refused unopened, so that it cannot block), a binary file (one with a NUL
/// byte, which no source file holds) and bytes that are not valid UTF-8. Each refusal names the file,
/// since the counts of such a file would mean nothing.
enum SourceReader {
    static func measure(fileAt url: URL, reportedAs path: String) throws(SourceReadError) -> SourceMetrics {
        SwiftLexer.measure(try text(ofFileAt: url, reportedAs: path))
    }

    static func text(ofFileAt url: URL, reportedAs path: String) throws(SourceReadError) -> String {
        let data: Data
        do throws(FileReadFailure) {
            data = try FileContents.read(url)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try text(of: data, reportedAs: path)
    }

    static func text(of data: Data, reportedAs path: String) throws(SourceReadError) -> String {
        let nul = data.withUnsafeBytes { bytes -> Int? in
            guard let start = bytes.baseAddress, let found = memchr(start, 0, bytes.count) else { return nil }
            return UnsafeRawPointer(found) - start
        }
        if let nul { throw .binary(path: path, offset: nul) }
        guard let text = validUTF8(data) else { throw .notUTF8(path: path, offset: firstInvalidUTF8Offset(in: data)) }
        return text
    }

    private static func validUTF8(_ data: Data) -> String? {
        if #available(macOS 15, *) {
            return String(validating: data, as: UTF8.self)
        }
        return firstInvalidUTF8Offset(in: data) == nil ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The offset of the first byte that starts no valid UTF-8 sequence, or nil when all are valid.
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
