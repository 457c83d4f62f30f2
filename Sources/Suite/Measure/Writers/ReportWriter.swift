import Foundation
import Results

/// Writes the report set (comparison.json, comparison.md, comparison.html and environment.json) so
/// that it is replaced as a whole. Everything is rendered first; then a sibling staging folder gets a
/// copy of whatever else the folder holds (its README) and the new set, and one atomic exchange puts
/// it in the folder's place. A kill or an I/O error before the exchange leaves the previous set as it
/// was; a staging folder left by such a run is cleared by the next one.
///
/// Where no exchange can work (the folder is a mount point, or the system has none), each file of the
/// set is replaced on its own instead, written beside the old one and renamed over it, so that no
/// file is ever half-written; the result says so. Anything at the folder's path that is not a folder
/// is refused and left alone: the writer never removes what it did not write.
package struct ReportWriter: Sendable {
    let directory: URL
    /// Exchanges two folders in one step; the tests put a failing one in its place.
    let exchange: @Sendable (URL, URL) throws -> Void

    package init(directory: URL) {
        self.init(directory: directory, exchange: DirectorySwap.exchange)
    }

    init(directory: URL, exchange: @escaping @Sendable (URL, URL) throws -> Void) {
        self.directory = directory.standardizedFileURL
        self.exchange = exchange
    }

    package static let fileNames = ["comparison.json", "comparison.md", "comparison.html", "environment.json"]

    /// The folder of the set that holds one page per style and the comparison page; written whole
    /// with the rest, so a style that is gone leaves no page behind.
    package static let handoutFolder = "handouts"

    /// The sibling folder where the next set is put together: `.Reports.staging` beside `Reports`.
    var staging: URL {
        directory.deletingLastPathComponent().appendingPathComponent(
            "." + directory.lastPathComponent + ".staging", isDirectory: true)
    }

    /// Where a file of the set is written before it is renamed over the old one, when the files are
    /// replaced one at a time.
    static func partialName(of name: String) -> String {
        hiddenName(of: name, ending: "partial")
    }

    /// Where the previous copy of a file is kept while a replacement one by one is under way.
    static func previousName(of name: String) -> String {
        hiddenName(of: name, ending: "previous")
    }

    /// `handouts/.MVC.md.<ending>` for `handouts/MVC.md`: beside the file, hidden.
    private static func hiddenName(of name: String, ending: String) -> String {
        let components = name.split(separator: "/")
        let file = "." + (components.last.map(String.init) ?? name) + "." + ending
        return (components.dropLast().map(String.init) + [file]).joined(separator: "/")
    }

    /// The files' contents, by file name.
    static func render(_ report: ComparisonReport, environment: EnvironmentReport) throws -> [(String, Data)] {
        var report = report
        report.findings = StyleFigures.all(in: report)
        report.claims = ClaimCatalogue.claims(in: report)
        report.glance = GlanceTable.rows(in: report)
        let document = ReportDocument(report: report)
        var files: [(String, Data)] = [
            ("comparison.json", try ReportEncoding.json(report)),
            ("comparison.md", Data(MarkdownRenderer.render(document).utf8)),
            ("comparison.html", Data(HTMLRenderer.render(document).utf8)),
            ("environment.json", try ReportEncoding.json(environment)),
        ]
        var handouts: [(String, any RenderedDocument)] = report.styles.map { style in
            (style.name, HandoutDocument(report: report, style: style.name))
        }
        handouts.append(("comparison", ComparisonHandout(report: report)))
        for (name, handout) in handouts {
            files.append(("\(handoutFolder)/\(name).md", Data(MarkdownRenderer.render(handout).utf8)))
            files.append(("\(handoutFolder)/\(name).html", Data(HTMLRenderer.render(handout).utf8)))
        }
        return files
    }

    /// Refuses a path that holds something other than a folder (a file, a link, a named pipe), which
    /// replacing the folder would remove. Nothing at the path is fine: the folder is created.
    package func checkDestination() throws {
        var info = stat()
        guard lstat(directory.path, &info) == 0, info.st_mode & mode_t(S_IFMT) != mode_t(S_IFDIR) else { return }
        let kind = FileErrorText.specialKind(mode: info.st_mode) ?? "a file"
        throw ReportWriterError(
            path: directory.path,
            reason: "\(kind) is there, not a folder, and was left as it is; move or rename it, "
                + "or have the report written elsewhere (compare report --output DIR)")
    }

    /// Refuses, before any test runs, a report folder (or the folder around it, where the staging
    /// folder goes) that cannot be written: found only at the end, it would cost the whole run.
    package func checkWritable() throws {
        var info = stat()
        let folders =
            [directory.deletingLastPathComponent()] + (lstat(directory.path, &info) == 0 ? [directory] : [])
        for folder in folders {
            let probe = folder.appendingPathComponent(".write-check-\(getpid())")
            let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw ReportWriterError(
                    path: folder.path,
                    reason: "this folder cannot be written (\(FileErrorText.posix(errno))), so no report could be put "
                        + "in it; nothing was run")
            }
            close(descriptor)
            unlink(probe.path)
        }
    }

    /// Removes what an interrupted run left in the staging folder.
    package func clearStaleStaging() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: staging.path) else { return }
        do {
            try fileManager.removeItem(at: staging)
        } catch {
            throw ReportWriterError(path: staging.path, reason: "could not remove the folder a previous run left")
        }
    }

    /// Writes the set; returns the paths written and how.
    @discardableResult
    package func write(_ report: ComparisonReport, environment: EnvironmentReport) throws -> WrittenReport {
        try write(files: try Self.render(report, environment: environment))
    }

    /// Puts `files` (name and contents) in place of the folder's current set, all or nothing where
    /// the folder can be exchanged, one whole file at a time where it cannot.
    func write(files: [(String, Data)]) throws -> WrittenReport {
        let fileManager = FileManager.default
        try checkDestination()
        try clearStaleStaging()
        var note: String?
        do {
            try stage(files)
            if fileManager.fileExists(atPath: directory.path) {
                note = try exchangeOrReplaceOneByOne(files)
            } else if rename(staging.path, directory.path) != 0 {
                throw ReportWriterError(path: directory.path, reason: FileErrorText.posix(errno))
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        // The staging folder now holds the previous set (or, after a replacement one by one, a
        // copy of the new one); the new set is in place.
        try? fileManager.removeItem(at: staging)
        return WrittenReport(files: files.map { directory.appendingPathComponent($0.0) }, note: note)
    }

    /// Exchanges the staging folder with the folder; where no exchange can work, replaces the files
    /// one by one and returns a note saying so.
    private func exchangeOrReplaceOneByOne(_ files: [(String, Data)]) throws -> String? {
        do {
            try exchange(staging, directory)
            return nil
        } catch let error as DirectorySwapError where error.exchangeImpossibleHere {
            try replaceOneByOne(files)
            return "\(directory.path) could not be replaced as a whole (\(FileErrorText.posix(error.code)): "
                + Self.whyNoExchange(error.code) + "), so each report file in it was replaced on its own, whole."
        } catch let error as DirectorySwapError {
            throw ReportWriterError(path: error.path, reason: FileErrorText.posix(error.code))
        }
    }

    private static func whyNoExchange(_ code: Int32) -> String {
        switch code {
        case EBUSY: "it is a mount point"
        case EXDEV: "it is on another file system than the folder around it"
        default: "this system cannot exchange two folders in one step"
        }
    }

    /// Writes every file beside its old copy first, then renames each over the old one, keeping a link
    /// to the old one until all are in place: a failure while writing replaces nothing, and a failure
    /// while renaming puts the old files back, so the folder never holds two runs' files unless even
    /// that fails, when the error names the files of each run.
    private func replaceOneByOne(_ files: [(String, Data)]) throws {
        let fileManager = FileManager.default
        let places = files.map { name, data in
            (
                name: name, data: data, destination: directory.appendingPathComponent(name),
                partial: directory.appendingPathComponent(Self.partialName(of: name)),
                previous: directory.appendingPathComponent(Self.previousName(of: name))
            )
        }
        defer {
            for place in places {
                try? fileManager.removeItem(at: place.partial)
                try? fileManager.removeItem(at: place.previous)
            }
        }
        for place in places {
            try attempt(at: place.partial) {
                try fileManager.createDirectory(
                    at: place.partial.deletingLastPathComponent(), withIntermediateDirectories: true)
                try place.data.write(to: place.partial)
            }
        }
        var replaced: [(name: String, destination: URL, previous: URL, hadOne: Bool)] = []
        for place in places {
            let hadOne = link(place.destination.path, place.previous.path) == 0
            guard rename(place.partial.path, place.destination.path) == 0 else {
                let reason = FileErrorText.posix(errno)
                var mixed: [String] = []
                for done in replaced.reversed() {
                    let restored =
                        done.hadOne
                        ? rename(done.previous.path, done.destination.path) == 0
                        : unlink(done.destination.path) == 0
                    if !restored { mixed.append(done.name) }
                }
                throw ReportWriterError(
                    path: place.destination.path,
                    reason: reason
                        + (mixed.isEmpty
                            ? "; the previous report was put back as it was"
                            : "; these files are from this run and the others from the previous one: "
                                + mixed.reversed().joined(separator: ", ")))
            }
            replaced.append((place.name, place.destination, place.previous, hadOne))
        }
    }

    /// The staging folder: the folder's other files, then the new set.
    private func stage(_ files: [(String, Data)]) throws {
        let fileManager = FileManager.default
        try attempt(at: staging) { try fileManager.createDirectory(at: staging, withIntermediateDirectories: true) }
        // A file in a folder of the set makes the whole folder the set's: the old one is not copied.
        let setNames = Set(Self.fileNames + [Self.handoutFolder]).union(
            files.map { String($0.0.split(separator: "/").first ?? Substring($0.0)) })
        // What a replacement one by one left when it was stopped is not the folder's own.
        let leftovers = Set(setNames.map(Self.partialName) + setNames.map(Self.previousName))
        // A folder that cannot be listed must stop the write: taken as empty, its other files would be lost.
        let others: [String]
        do throws(FolderListingError) {
            others = try FolderListing.names(in: directory)
        } catch {
            throw ReportWriterError(path: error.path, reason: error.reason)
        }
        for name in others.sorted() where !setNames.contains(name) && !leftovers.contains(name) {
            let destination = staging.appendingPathComponent(name)
            try attempt(at: destination) {
                try fileManager.copyItem(at: directory.appendingPathComponent(name), to: destination)
            }
        }
        for (name, data) in files {
            let destination = staging.appendingPathComponent(name)
            try attempt(at: destination) {
                try fileManager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: destination)
            }
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
