import Foundation

/// Writes comparison.json, comparison.md, comparison.html and environment.json into a folder.
/// Everything is rendered first, then each file goes to a temporary file beside its destination and
/// is renamed into place, so a failure never leaves a half-written report.
public struct ReportWriter: Sendable {
    let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public static let fileNames = ["comparison.json", "comparison.md", "comparison.html", "environment.json"]

    /// The files' contents, by file name.
    static func render(_ report: ComparisonReport, environment: EnvironmentReport) throws -> [(String, Data)] {
        let document = ReportDocument(report: report, environment: environment)
        return [
            ("comparison.json", try ReportEncoding.json(report)),
            ("comparison.md", Data(MarkdownRenderer.render(document).utf8)),
            ("comparison.html", Data(HTMLRenderer.render(document).utf8)),
            ("environment.json", try ReportEncoding.json(environment)),
        ]
    }

    /// Returns the paths written.
    @discardableResult
    public func write(_ report: ComparisonReport, environment: EnvironmentReport) throws -> [URL] {
        let files = try Self.render(report, environment: environment)
        let staging = directory.appendingPathComponent(".tmp", isDirectory: true)
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (name, data) in files {
                try data.write(to: staging.appendingPathComponent(name))
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw ReportWriterError(path: staging.path, reason: error.localizedDescription)
        }
        defer { try? fileManager.removeItem(at: staging) }
        return try files.map { name, _ in
            let destination = directory.appendingPathComponent(name)
            guard rename(staging.appendingPathComponent(name).path, destination.path) == 0 else {
                throw ReportWriterError(path: destination.path, reason: String(cString: strerror(errno)))
            }
            return destination
        }
    }
}

public struct ReportWriterError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "Could not write the report at \(path): \(reason)" }
}
