import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("Writing the report set")
struct ReportWriterTests {
    private func write(into directory: URL) throws {
        try ReportWriter(directory: directory).write(
            try ReportFixtures.report(), environment: ReportFixtures.environment)
    }

    /// A report folder holding a README and an old set whose every file says "old".
    private func previousSet(in folder: TemporaryFolder) throws -> URL {
        try folder.write("Reports/README.md", "What the figures mean.\n")
        for name in ReportWriter.fileNames {
            try folder.write("Reports/" + name, "old")
        }
        return folder.url.appendingPathComponent("Reports")
    }

    /// Every file under `directory`, by its path relative to it, with its text.
    private func contents(of directory: URL) throws -> [String: String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        var files: [String: String] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The files a write of the fixtures' report puts in the folder: the set and a handout per style.
    private var writtenNames: Set<String> {
        Set(
            ReportWriter.fileNames
                + ["MVC", "MVVM", "VIPER", "comparison"].flatMap { name in
                    ["handouts/\(name).md", "handouts/\(name).html"]
                })
    }

    @Test("replaces the set, keeps the folder's other files, and leaves no staging folder behind")
    func replacesTheSet() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)

        try write(into: reports)

        let written = try contents(of: reports)
        #expect(Set(written.keys) == writtenNames.union(["README.md"]))
        #expect(written["README.md"] == "What the figures mean.\n")
        #expect(ReportWriter.fileNames.allSatisfy { written[$0] != "old" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Reports"])
    }

    @Test("creates the folder when there is none yet")
    func createsTheFolder() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = folder.url.appendingPathComponent("Reports")

        try write(into: reports)

        #expect(Set(try contents(of: reports).keys) == writtenNames)
    }

    @Test("never mixes sets: a file of the old set that could not be replaced in place is replaced with the rest")
    func neverMixesSets() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        // A folder where a report file should be: renaming a file over it fails.
        try FileManager.default.removeItem(at: reports.appendingPathComponent("comparison.html"))
        try folder.write("Reports/comparison.html/index.html", "old")

        try write(into: reports)

        let written = try contents(of: reports)
        #expect(ReportWriter.fileNames.allSatisfy { written[$0].map { $0 != "old" && !$0.isEmpty } == true })
    }

    @Test("an error part-way through leaves the previous set as it was, and no staging folder")
    func errorLeavesPreviousSet() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        let writer = ReportWriter(directory: reports)

        #expect(throws: ReportWriterError.self) {
            // The second file needs the first to be a folder.
            try writer.write(files: [
                ("comparison.json", Data("new".utf8)), ("comparison.json/comparison.md", Data("new".utf8)),
            ])
        }

        let kept = try contents(of: reports)
        #expect(ReportWriter.fileNames.allSatisfy { kept[$0] == "old" })
        #expect(!FileManager.default.fileExists(atPath: writer.staging.path))
    }

    @Test("the handouts are written with the set, and the page of a style the report no longer has is gone")
    func handoutsReplacedWithTheSet() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        try folder.write("Reports/handouts/Gone.md", "old")

        try write(into: reports)

        let written = try contents(of: reports)
        #expect(written["handouts/Gone.md"] == nil)
        #expect(written["handouts/MVVM.md"]?.hasPrefix("# MVVM (UIKit): Model-View-ViewModel") == true)
        #expect(written["handouts/comparison.html"]?.contains("<h2 id=\"verdicts\">Verdicts</h2>") == true)
    }

    @Test("clears a staging folder that an interrupted run left behind")
    func clearsStaleStaging() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        let writer = ReportWriter(directory: reports)
        try folder.write(".Reports.staging/comparison.md", "half-written")

        try writer.clearStaleStaging()

        #expect(!FileManager.default.fileExists(atPath: writer.staging.path))
        #expect(try contents(of: reports)["comparison.md"] == "old")
    }

    @Test("fails with the path when the folder cannot be written")
    func failsClearly() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let blocked = try folder.write("Blocked", "a file, not a folder")

        #expect {
            try write(into: blocked.appendingPathComponent("Reports"))
        } throws: { error in
            String(describing: error).hasPrefix("Could not write the report at \(blocked.path)")
        }
    }

    @Test(
        "a folder whose names cannot be read stops the write with the reason, and its other files are kept",
        .enabled(if: geteuid() != 0, "root lists a folder whatever its mode, so nothing is refused"))
    func unlistableFolder() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        // Write and search, but not read: the names cannot be listed.
        try FileManager.default.setAttributes([.posixPermissions: 0o300], ofItemAtPath: reports.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reports.path) }

        #expect(throws: ReportWriterError(path: reports.path, reason: "permission denied")) {
            try write(into: reports)
        }

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reports.path)
        #expect(try folder.read("Reports/README.md") == "What the figures mean.\n")
    }

    @Test(
        "a report folder that cannot be written is refused before anything runs, naming it",
        .enabled(if: geteuid() != 0, "root writes a folder whatever its mode, so nothing is refused"))
    func unwritableFolder() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: reports.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reports.path) }

        #expect(
            throws: ReportWriterError(
                path: reports.path,
                reason: "this folder cannot be written (permission denied), so no report could be put in it; "
                    + "nothing was run")
        ) {
            try ReportWriter(directory: reports).checkWritable()
        }
    }

    @Test("a folder that can be written passes the check and is left as it was")
    func writableFolder() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)

        try ReportWriter(directory: reports).checkWritable()

        #expect(Set(try contents(of: reports).keys) == Set(ReportWriter.fileNames + ["README.md"]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Reports"])
    }

    @Test("refuses a file where the folder should be, naming it, and leaves the file as it was")
    func refusesAFile() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try folder.write("Reports", "notes of mine")
        let writer = ReportWriter(directory: reports)

        #expect(
            throws: ReportWriterError(
                path: reports.path,
                reason: "a file is there, not a folder, and was left as it is; move or rename it, "
                    + "or have the report written elsewhere (compare report --output DIR)")
        ) {
            try write(into: reports)
        }

        #expect(try folder.read("Reports") == "notes of mine")
        #expect(!FileManager.default.fileExists(atPath: writer.staging.path))
    }

    @Test("refuses a link where the folder should be, and changes neither the link nor where it leads")
    func refusesALink() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        try folder.write("Elsewhere/comparison.md", "old")
        let reports = folder.url.appendingPathComponent("Reports")
        try FileManager.default.createSymbolicLink(atPath: reports.path, withDestinationPath: "Elsewhere")

        #expect {
            try write(into: reports)
        } throws: { error in
            String(describing: error).hasPrefix("Could not write the report at \(reports.path): a link is there")
        }

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: reports.path) == "Elsewhere")
        #expect(try folder.read("Elsewhere/comparison.md") == "old")
    }

    @Test("where the folder cannot be exchanged (a mount point), each file is replaced whole, and the note says so")
    func replacesFilesOneByOneWhenTheFolderIsBusy() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        let writer = ReportWriter(directory: reports, exchange: MountPointSwapStub.exchange)

        let written = try writer.write(files: ReportWriter.fileNames.map { ($0, Data("new".utf8)) })

        #expect(
            written.note
                == "\(reports.path) could not be replaced as a whole (device or resource busy: it is a mount point), "
                + "so each report file in it was replaced on its own, whole.")
        let contents = try contents(of: reports)
        #expect(contents["README.md"] == "What the figures mean.\n")
        #expect(ReportWriter.fileNames.allSatisfy { contents[$0] == "new" })
        #expect(contents.count == ReportWriter.fileNames.count + 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Reports"])
    }

    @Test("a file that cannot be replaced on its own is reported, and no half-written file is left beside it")
    func oneByOneFailureLeavesNoPartialFile() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        // A folder where a report file should be: renaming a file over it fails.
        try FileManager.default.removeItem(at: reports.appendingPathComponent("comparison.md"))
        try folder.write("Reports/comparison.md/index.html", "old")
        let writer = ReportWriter(directory: reports, exchange: MountPointSwapStub.exchange)

        #expect(throws: ReportWriterError.self) {
            try writer.write(files: ReportWriter.fileNames.map { ($0, Data("new".utf8)) })
        }

        let names = try FileManager.default.contentsOfDirectory(atPath: reports.path)
        #expect(Set(names) == Set(ReportWriter.fileNames + ["README.md"]))
        #expect(try folder.read("Reports/comparison.md/index.html") == "old")
    }

    @Test("a file that cannot be replaced part-way puts back the files replaced before it: never two runs' files")
    func oneByOneFailurePutsTheOldFilesBack() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        // comparison.json is replaced first; then renaming over a folder at comparison.md fails.
        try FileManager.default.removeItem(at: reports.appendingPathComponent("comparison.md"))
        try folder.write("Reports/comparison.md/index.html", "old")
        let writer = ReportWriter(directory: reports, exchange: MountPointSwapStub.exchange)

        #expect {
            try writer.write(files: ReportWriter.fileNames.map { ($0, Data("new".utf8)) })
        } throws: { error in
            String(describing: error).hasSuffix("the previous report was put back as it was.")
        }

        #expect(try folder.read("Reports/comparison.json") == "old")
        #expect(try folder.read("Reports/comparison.html") == "old")
        let names = try FileManager.default.contentsOfDirectory(atPath: reports.path)
        #expect(Set(names) == Set(ReportWriter.fileNames + ["README.md"]))
    }

    @Test("any other failure of the exchange is told in words and leaves the previous set as it was")
    func otherExchangeFailure() throws {
        let folder = try TemporaryFolder("report")
        defer { folder.remove() }
        let reports = try previousSet(in: folder)
        let writer = ReportWriter(directory: reports) { _, second in
            throw DirectorySwapError(path: second.path, code: EACCES)
        }

        #expect(throws: ReportWriterError(path: reports.path, reason: "permission denied")) {
            try writer.write(files: ReportWriter.fileNames.map { ($0, Data("new".utf8)) })
        }

        #expect(ReportWriter.fileNames.allSatisfy { (try? folder.read("Reports/" + $0)) == "old" })
        #expect(!FileManager.default.fileExists(atPath: writer.staging.path))
    }

    @Test("writes comparison.json with sorted keys, the schema fields and nothing from the environment")
    func json() throws {
        let data = try ReportEncoding.json(try ReportFixtures.report())
        let text = String(decoding: data, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(
            Set(object.keys) == [
                "schema", "styles", "shared", "coverageRuns", "scenarios", "knownIssues", "randomSequences",
            ])
        #expect(!text.contains("generatedAt"))
        #expect(try JSONDecoder().decode(ComparisonReport.self, from: data) == ReportFixtures.report())
    }

    @Test("renders identical bytes for identical figures, and the machine's details only in environment.json")
    func deterministic() throws {
        let first = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        var other = ReportFixtures.environment
        other.generatedAt = "2030-01-01T00:00:00Z"
        other.timings = [StepTiming(step: "build", seconds: 99)]
        let second = try ReportWriter.render(try ReportFixtures.report(), environment: other)

        #expect(
            first.filter { $0.0 != "environment.json" }.map(\.1)
                == second.filter { $0.0 != "environment.json" }.map(\.1))
        #expect(first.first { $0.0 == "environment.json" }?.1 != second.first { $0.0 == "environment.json" }?.1)
    }
}

/// An exchange that fails as it does when the folder is a mount point.
private enum MountPointSwapStub {
    @Sendable static func exchange(_ first: URL, _ second: URL) throws {
        throw DirectorySwapError(path: second.path, code: EBUSY)
    }
}
