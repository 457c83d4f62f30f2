import Foundation

/// Writes the report set (comparison.json, comparison.md, comparison.html and environment.json) so
/// that it is replaced as a whole. Everything is rendered first; then a sibling staging folder gets a
/// copy of whatever else the folder holds (its README) and the new set, and one atomic exchange puts
/// it in the folder's place. A kill or an I/O error before the exchange leaves the previous set as it
/// was; a staging folder left by such a run is cleared by the next one.
public struct ReportWriter: Sendable {
    let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public static let fileNames = ["comparison.json", "comparison.md", "comparison.html", "environment.json"]

    /// The sibling folder where the next set is put together: `.Reports.staging` beside `Reports`.
    var staging: URL {
        directory.deletingLastPathComponent().appendingPathComponent(
            "." + directory.lastPathComponent + ".staging", isDirectory: true)
    }

    /// The files' contents, by file name.
    static func render(_ report: ComparisonReport, environment: EnvironmentReport) throws -> [(String, Data)] {
        var report = report
        report.findings = StyleFigures.all(in: report)
        report.claims = ClaimCatalogue.claims(in: report)
        let document = ReportDocument(report: report)
        return [
            ("comparison.json", try ReportEncoding.json(report)),
            ("comparison.md", Data(MarkdownRenderer.render(document).utf8)),
            ("comparison.html", Data(HTMLRenderer.render(document).utf8)),
            ("environment.json", try ReportEncoding.json(environment)),
        ]
    }

    /// Removes what an interrupted run left in the staging folder.
    public func clearStaleStaging() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: staging.path) else { return }
        do {
            try fileManager.removeItem(at: staging)
        } catch {
            throw ReportWriterError(path: staging.path, reason: "could not remove the folder a previous run left")
        }
    }

    /// Returns the paths written.
    @discardableResult
    public func write(_ report: ComparisonReport, environment: EnvironmentReport) throws -> [URL] {
        try write(files: try Self.render(report, environment: environment))
    }

    /// Puts `files` (name and contents) in place of the folder's current set, all or nothing.
    func write(files: [(String, Data)]) throws -> [URL] {
        let fileManager = FileManager.default
        try clearStaleStaging()
        do {
            try stage(files)
            if fileManager.fileExists(atPath: directory.path) {
                try DirectorySwap.exchange(staging, directory)
            } else if rename(staging.path, directory.path) != 0 {
                throw ReportWriterError(path: directory.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        // The staging folder now holds the previous set; the new one is already in place.
        try? fileManager.removeItem(at: staging)
        return files.map { directory.appendingPathComponent($0.0) }
    }

    /// The staging folder: the folder's other files, then the new set.
    private func stage(_ files: [(String, Data)]) throws {
        let fileManager = FileManager.default
        try attempt(at: staging) { try fileManager.createDirectory(at: staging, withIntermediateDirectories: true) }
        let setNames = Set(Self.fileNames).union(files.map(\.0))
        let others = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in others.sorted() where !setNames.contains(name) {
            let destination = staging.appendingPathComponent(name)
            try attempt(at: destination) {
                try fileManager.copyItem(at: directory.appendingPathComponent(name), to: destination)
            }
        }
        for (name, data) in files {
            let destination = staging.appendingPathComponent(name)
            try attempt(at: destination) { try data.write(to: destination) }
        }
    }

    private func attempt(at url: URL, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw ReportWriterError(path: url.path, reason: FileErrorText.reason(error))
        }
    }
}

public struct ReportWriterError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "Could not write the report at \(path): \(reason)." }
}
