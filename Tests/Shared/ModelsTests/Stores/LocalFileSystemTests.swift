import Foundation
import Testing

@testable import Models

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("LocalFileSystem")
struct LocalFileSystemTests {
    @Test("a write flushes the new file and its folder before the rename, then the folder that holds the rename")
    func flushesFileThenFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("old".utf8), to: "todos.json")
        let spy = FlushSpy(watching: folder.file("todos.json"))
        let fileSystem = LocalFileSystem(flush: spy.flush)

        try fileSystem.writeAtomically(Data("new".utf8), to: folder.file("todos.json"))

        #expect(
            spy.flushes == [
                FlushSpy.Flush(what: "temporary file", fileHeld: "old"),
                FlushSpy.Flush(what: "folder", fileHeld: "old"),
                FlushSpy.Flush(what: "folder", fileHeld: "new"),
            ])
    }

    @Test("a write through a symbolic link replaces the link's target and leaves the link in place")
    func writesThroughLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("real"), withIntermediateDirectories: true)
        try folder.write(Data("old".utf8), to: "real/todos.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("todos.json").path, withDestinationPath: "real/todos.json")

        try LocalFileSystem().writeAtomically(Data("new".utf8), to: folder.file("todos.json"))

        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("todos.json").path)
        #expect(link == "real/todos.json")
        #expect(try folder.contents(of: "real/todos.json") == Data("new".utf8))
        #expect(try folder.fileNames() == ["real", "todos.json"])
    }

    @Test("a write keeps the permissions the file had")
    func keepsPermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("old".utf8), to: "todos.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.file("todos.json").path)

        try LocalFileSystem().writeAtomically(Data("new".utf8), to: folder.file("todos.json"))

        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("todos.json").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("only a missing file means no data; a file in the way of the folder, or a loop of links, is an error")
    func onlyMissingMeansEmpty() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("a file".utf8), to: "notes")
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop-a").path, withDestinationPath: "loop-b")
        try FileManager.default.createSymbolicLink(atPath: folder.file("loop-b").path, withDestinationPath: "loop-a")
        let fileSystem = LocalFileSystem()

        #expect(try fileSystem.contents(of: folder.file("missing/todos.json"), maximumBytes: 1_000) == nil)
        #expect(throws: POSIXError(.ENOTDIR)) {
            try fileSystem.contents(of: folder.file("notes/todos.json"), maximumBytes: 1_000)
        }
        #expect(throws: POSIXError(.ELOOP)) { try fileSystem.contents(of: folder.file("loop-a"), maximumBytes: 1_000) }
    }

    @Test("a file over the size limit is refused from its size, without being read, and one at the limit is read")
    func sizeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data(repeating: 0x41, count: 100), to: "todos.json")
        // A sparse file of 2 GB: reading it whole would take seconds and gigabytes.
        let huge = open(folder.file("huge.json").path, O_CREAT | O_WRONLY, 0o600)
        try #require(huge >= 0)
        try #require(ftruncate(huge, 2 << 30) == 0)
        close(huge)
        let fileSystem = LocalFileSystem()

        #expect(try fileSystem.contents(of: folder.file("todos.json"), maximumBytes: 100)?.count == 100)
        #expect(throws: FileTooLargeError(maximumBytes: 99)) {
            try fileSystem.contents(of: folder.file("todos.json"), maximumBytes: 99)
        }
        #expect(throws: FileTooLargeError(maximumBytes: 1_000)) {
            try fileSystem.contents(of: folder.file("huge.json"), maximumBytes: 1_000)
        }
    }

    @Test("a move never replaces what has the name, not even a dangling link, and says EEXIST")
    func moveRefusesTakenNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("bytes".utf8), to: "todos.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("copy.json").path, withDestinationPath: "gone")

        #expect(throws: POSIXError(.EEXIST)) {
            try LocalFileSystem().move(folder.file("todos.json"), to: folder.file("copy.json"))
        }
        #expect(try folder.contents(of: "todos.json") == Data("bytes".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("copy.json").path) == "gone")
    }

    @Test("leftovers of killed saves of this file are removed, old files' second names included, and nothing else")
    func removesLeftovers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in [
            "todos.json", ".todos.json.5F1D.tmp", ".todos.json.partial.tmp", ".todos.json.5F1D.previous.tmp",
            ".contacts.json.5F1D.tmp", "notes.tmp",
        ] {
            try folder.write(Data("x".utf8), to: name)
        }

        LocalFileSystem().removeLeftovers(of: folder.file("todos.json"))

        #expect(try folder.fileNames() == [".contacts.json.5F1D.tmp", "notes.tmp", "todos.json"])
    }

    @Test("the leftovers of a linked file are removed beside its target, where its saves write")
    func removesLeftoversOfLinkTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("real"), withIntermediateDirectories: true)
        try folder.write(Data("x".utf8), to: "real/data.json")
        try folder.write(Data("x".utf8), to: "real/.data.json.5F1D.tmp")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("todos.json").path, withDestinationPath: "real/data.json")

        LocalFileSystem().removeLeftovers(of: folder.file("todos.json"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("real").path) == ["data.json"])
    }

    @Test(
        "what is not a regular file is told from its mode, before anything opens it",
        arguments: [
            (S_IFIFO, SpecialFileError(.pipe)), (S_IFSOCK, SpecialFileError(.socket)),
            (S_IFCHR, SpecialFileError(.device)), (S_IFBLK, SpecialFileError(.device)),
        ])
    func specialFiles(kind: mode_t, error: SpecialFileError) {
        #expect(throws: error) { try RegularFiles.requireRegular(kind | 0o644) }
    }
}
