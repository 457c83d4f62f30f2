import Foundation

/// The file through which the scenario tests hand their outcomes to the report: one JSON record per
/// line, appended as each test finishes. The test run that writes it is the same run whose coverage
/// the report shows, so the scenario matrix and the coverage always describe one run.
package struct ScenarioResultsFile: Sendable {
    /// When set, the scenario tests append their records to the file it names.
    package static let environmentVariable = "SCENARIO_RESULTS"

    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// A file of one run's own in `folder`, named with the process id and a random part: a test
    /// process that outlived an earlier run (one killed outright) appends to that run's file, never
    /// to this one.
    package static func forRun(in folder: URL) -> ScenarioResultsFile {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return ScenarioResultsFile(
            url: folder.appendingPathComponent("scenario-results-\(getpid())-\(random).jsonl"))
    }

    /// Appends one record as one line. Each record is a single `write` to a file opened for appending,
    /// so records written by several processes at once never interleave.
    package func append(_ record: ScenarioRecord) throws {
        var line = try JSONEncoder().encode(record)
        line.append(UInt8(ascii: "\n"))
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw ScenarioResultsError.cannotWrite(path: url.path, reason: Self.lastError) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else {
            throw ScenarioResultsError.cannotWrite(path: url.path, reason: Self.lastError)
        }
    }

    /// The records written so far; a missing file has none.
    package func records() throws -> [ScenarioRecord] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ScenarioResultsError.unreadable(path: url.path, line: 0, reason: "it is not UTF-8 text")
        }
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").enumerated().map { index, line in
            do {
                return try decoder.decode(ScenarioRecord.self, from: Data(line.utf8))
            } catch {
                throw ScenarioResultsError.unreadable(
                    path: url.path, line: index + 1, reason: "not a scenario record (\(line.prefix(80)))")
            }
        }
    }

    /// The scenario matrix of a complete run: every scenario with a result for each of `styles`, and
    /// random-sequence totals from each style run with the same settings.
    package func matrix(styles: [String]) throws -> ScenarioMatrix {
        try ScenarioMatrix(records: try records(), styles: styles, source: url.path)
    }

    /// How many scenario results have been recorded so far (for progress).
    package func recordedCount() -> Int {
        guard let data = FileManager.default.contents(atPath: url.path) else { return 0 }
        return data.count { $0 == UInt8(ascii: "\n") }
    }

    private static var lastError: String {
        FileErrorText.posix(errno)
    }
}
