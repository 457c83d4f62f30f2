import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("compare loc")
struct LocCommandTests {
    private func counts(_ output: CommandOutput) throws -> [FileLines] {
        try JSONDecoder().decode([FileLines].self, from: Data(output.standardOutput.utf8))
    }

    @Test("prints the counts of each file as JSON, paths as given")
    func countsFiles() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("A.swift", "// c\nlet x = 1\n\n")

        let output = LocCommand.run(paths: ["A.swift"], relativeTo: folder.url)

        #expect(output.status == 0)
        #expect(try counts(output) == [FileLines(path: "A.swift", lines: LineCounts(code: 1, comment: 1, blank: 1))])
    }

    @Test("counts every .swift file under a folder, sorted, and nothing else there")
    func countsFolders() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("Sources/B.swift", "let b = 2\n")
        try folder.write("Sources/Deep/A.swift", "let a = 1\n")
        try folder.write("Sources/notes.txt", "not Swift\n")

        let output = LocCommand.run(paths: ["Sources"], relativeTo: folder.url)

        #expect(output.status == 0)
        #expect(try counts(output).map(\.path) == ["Sources/B.swift", "Sources/Deep/A.swift"])
    }

    @Test(
        "a sub-folder that cannot be listed is named with the reason, not taken for a folder without Swift files",
        .enabled(if: geteuid() != 0, "root lists a folder whatever its mode, so nothing is refused"))
    func unlistableSubfolder() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("Sources/Todo/A.swift", "let a = 1\n")
        let todo = folder.url.appendingPathComponent("Sources/Todo")
        try FileManager.default.setAttributes([.posixPermissions: 0o300], ofItemAtPath: todo.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: todo.path) }

        let output = LocCommand.run(paths: ["Sources"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(output.standardError == "compare loc: Cannot list the folder \(todo.path): permission denied.\n")
    }

    @Test("names a missing path on standard error, still counts the others, and fails at the end")
    func keepsGoingPastAMissingPath() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("A.swift", "let a = 1\n")

        let output = LocCommand.run(paths: ["Nope.swift", "A.swift"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(output.standardError == "compare loc: Cannot read Nope.swift: no such file or folder.\n")
        #expect(try counts(output).map(\.path) == ["A.swift"])
    }

    @Test("refuses a named pipe as not a regular file, without waiting for a writer", .timeLimit(.minutes(1)))
    func refusesNamedPipe() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        #expect(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o600) == 0)

        let output = LocCommand.run(paths: ["Pipe.swift"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(
            output.standardError == "compare loc: Cannot read Pipe.swift: it is a named pipe, not a regular file.\n")
    }

    @Test("refuses a binary file, naming it")
    func refusesBinary() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("Image.swift", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x0A])

        let output = LocCommand.run(paths: ["Image.swift"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(
            output.standardError
                == "compare loc: Image.swift is a binary file, not Swift source (a NUL byte at offset 4); "
                + "its lines were not counted.\n")
        #expect(try counts(output).isEmpty)
    }

    @Test("refuses a file that is not valid UTF-8, naming it and the first bad byte")
    func refusesInvalidUTF8() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.write("Latin1.swift", bytes: Array("let café = 1\n".utf8.prefix(7)) + [0xE9, 0x0A])

        let output = LocCommand.run(paths: ["Latin1.swift"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(
            output.standardError
                == "compare loc: Latin1.swift is not UTF-8 text (an invalid byte at offset 7); its lines were not counted.\n"
        )
    }

    @Test("says so when a folder holds no Swift file")
    func emptyFolder() throws {
        let folder = try TemporaryFolder("loc")
        defer { folder.remove() }
        try folder.makeFolder("Empty")

        let output = LocCommand.run(paths: ["Empty"], relativeTo: folder.url)

        #expect(output.status == 1)
        #expect(output.standardError == "compare loc: Empty is a folder with no .swift file in it.\n")
    }
}
