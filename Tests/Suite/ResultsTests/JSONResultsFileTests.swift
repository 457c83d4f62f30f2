import Foundation
import Testing
import ToolTestSupport

@testable import Results

@Suite("JSONResultsFile")
struct JSONResultsFileTests {
    private struct Results: Decodable, Equatable {
        var commit: String
        var items: [Item]

        struct Item: Decodable, Equatable {
            var name: String
        }
    }

    private func file(_ text: String?, in folder: TemporaryFolder) throws -> JSONResultsFile {
        if let text { try folder.write("Reports/results.json", text) }
        return JSONResultsFile(
            url: folder.url.appendingPathComponent("Reports/results.json"), shownPath: "Reports/results.json",
            remedy: "run make results to write it again")
    }

    @Test("text that is not JSON is refused with the file's name, the line, and what to run")
    func notJSON() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }
        let results = try file("{\n  \"commit\": \"abc\",\n  oops\n}\n", in: folder)

        #expect(
            throws: ResultsFileError(
                path: "Reports/results.json", reason: "it is not valid JSON (line 3, column 3)",
                remedy: "run make results to write it again")
        ) {
            try results.read(Results.self)
        }
    }

    @Test("text that stops part-way is refused as such")
    func cutShort() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }
        let results = try file("{\"commit\": \"abc\", \"items\": [", in: folder)

        #expect(
            throws: ResultsFileError(
                path: "Reports/results.json", reason: "it is not valid JSON (it ends part-way)",
                remedy: "run make results to write it again")
        ) {
            try results.read(Results.self)
        }
    }

    @Test("a missing field is named with its place in the file")
    func missingField() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }
        let results = try file("{\"commit\": \"abc\", \"items\": [{\"name\": \"a\"}, {}]}", in: folder)

        #expect(
            throws: ResultsFileError(
                path: "Reports/results.json", reason: "the field items[1].name is missing",
                remedy: "run make results to write it again")
        ) {
            try results.read(Results.self)
        }
    }

    @Test("an empty file is refused as empty")
    func empty() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }
        let results = try file("", in: folder)

        #expect(
            throws: ResultsFileError(
                path: "Reports/results.json", reason: "it is empty", remedy: "run make results to write it again")
        ) {
            try results.read(Results.self)
        }
    }

    @Test("a named pipe is refused as not a regular file, without waiting for a writer", .timeLimit(.minutes(1)))
    func namedPipe() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }
        let results = try file(nil, in: folder)
        try folder.makeFolder("Reports")
        #expect(mkfifo(results.url.path, 0o600) == 0)

        #expect(
            throws: ResultsFileError(
                path: "Reports/results.json", reason: "it cannot be read: it is a named pipe, not a regular file",
                remedy: "run make results to write it again")
        ) {
            try results.read(Results.self)
        }
    }

    @Test("a file that is not there is no results, not an error")
    func absent() throws {
        let folder = try TemporaryFolder("results-file")
        defer { folder.remove() }

        #expect(try file(nil, in: folder).read(Results.self) == nil)
    }
}
