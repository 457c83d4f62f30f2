import Foundation

/// A results file that a make target wrote for the report to show (scale.json, mutation.json,
/// exercises.json). `compare report` reads each one before it starts any test, and refuses one it
/// cannot use with the file's name, what is wrong in plain words and how to write it again, rather
/// than a decoder's message after minutes of tests.
package struct JSONResultsFile {
    package let url: URL
    /// The path as the reader knows it ("Reports/scale.json").
    package let shownPath: String
    /// How to write the file again ("run make scale to write it again").
    package let remedy: String

    package init(url: URL, shownPath: String, remedy: String) {
        self.url = url
        self.shownPath = shownPath
        self.remedy = remedy
    }

    /// The decoded file, or nil when there is none.
    package func read<Value: Decodable>(_ type: Value.Type) throws(ResultsFileError) -> Value? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try decode(type, from: try contents())
    }

    /// The file's bytes; a missing file is refused like any other unreadable one.
    package func contents() throws(ResultsFileError) -> Data {
        do throws(FileReadFailure) {
            return try FileContents.read(url)
        } catch {
            throw refusal("it cannot be read: \(error.reason)")
        }
    }

    package func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(ResultsFileError) -> Value {
        guard !data.isEmpty else { throw refusal("it is empty") }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw refusal(Self.reason(error, in: data))
        } catch {
            throw refusal(String(describing: error))
        }
    }

    package func refusal(_ reason: String) -> ResultsFileError {
        ResultsFileError(path: shownPath, reason: reason, remedy: remedy)
    }

    /// A decoding error in words: where the text stops being JSON, or which field is missing or wrong.
    package static func reason(_ error: DecodingError, in data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "it is not valid JSON" + (syntaxErrorPlace(in: data).map { " (\($0))" } ?? "")
        case .dataCorrupted(let context):
            "the value of \(field(context.codingPath)) is not valid"
        case .keyNotFound(let key, let context):
            "the field \(field(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "the field \(field(context.codingPath)) holds the wrong kind of value"
        @unknown default:
            "it does not hold what was expected"
        }
    }

    /// Where `data` stops being JSON ("line 3, column 7"). The decoder does not say on Linux; the
    /// serializer gives the line on macOS and the byte offset on Linux, counted here into a line.
    package static func syntaxErrorPlace(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if let match = message.firstMatch(of: /line (\d+), column (\d+)/) {
                return "line \(match.1), column \(match.2)"
            }
            if let match = message.firstMatch(of: /character (\d+)/), let offset = Int(match.1), offset <= data.count {
                let before = data.prefix(offset)
                let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
                let line = before.count { $0 == UInt8(ascii: "\n") } + 1
                return "line \(line), column \(before.endIndex - lineStart + 1)"
            }
            return message.contains("end of file") ? "it ends part-way" : nil
        }
    }

    /// "requests[0].solutions[2].style".
    private static func field(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "at the top" }
        return path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
