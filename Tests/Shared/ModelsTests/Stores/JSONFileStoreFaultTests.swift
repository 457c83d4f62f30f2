import Foundation
import TestSupport
import Testing

@testable import Models

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store's faults as a user meets them: each reason is a clause naming the file and what
/// happened, never a system's domain and number, and never ending in a full stop (the alert ends it).
@Suite("JSONFileStore faults", .checkingForLeaks)
@MainActor
struct JSONFileStoreFaultTests {
    private func makeStore(
        _ url: URL, fileSystem: any FileSystem = LocalFileSystem(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> JSONFileStore<TodoList> {
        let store = JSONFileStore(todosAt: url, fileSystem: fileSystem)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return store
    }

    private let list = TodoList().adding(name: "Buy milk", createdAt: Fixtures.referenceDate).list

    @Test("a folder where the file should be: the save fails and says so")
    func folderInTheWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("todos.json/inside"), withIntermediateDirectories: true)
        let store = makeStore(folder.file("todos.json"))

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because it is a folder, not a file")
        ) {
            try store.load()
        }
        #expect(
            throws: StoreError.saveFailed(
                reason: "todos.json could not be written because a folder is where the file should be")
        ) { try makeStore(folder.file("todos.json")).save(list) }
    }

    @Test("a file where the folder should be is an error with an alert, not an empty list")
    func fileInTheWayOfTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("a file".utf8), to: "Library")
        let store = makeStore(folder.file("Library/todos.json"))

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because a file is where its folder should be")
        ) { try store.load() }
    }

    @Test(
        "system errors are worded for the user",
        arguments: [
            (POSIXErrorCode.ENOSPC, "todos.json could not be written because the disk is full"),
            (.EACCES, "todos.json could not be written because the app has no permission to change it or its folder"),
            (.EROFS, "todos.json could not be written because its disk is read-only"),
            (.EIO, "todos.json could not be written (input/output error)"),
        ]
    )
    func savingWords(code: POSIXErrorCode, reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeStore(
            folder.file("todos.json"), fileSystem: FileSystemStub(failing: [.write], with: POSIXError(code)))

        #expect(throws: StoreError.saveFailed(reason: reason)) { try store.save(list) }
    }

    @Test("no permission to read is worded, and Foundation's own errors never show their domain and number")
    func readingWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("{}".utf8), to: "todos.json")
        let denied = makeStore(
            folder.file("todos.json"), fileSystem: FileSystemStub(failing: [.read], with: POSIXError(.EACCES)))
        let cocoa = makeStore(
            folder.file("todos.json"), fileSystem: FileSystemStub(failing: [.read], with: CocoaError(.fileReadUnknown)))

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because the app has no permission to open it or its folder")
        ) { try denied.load() }
        #expect(throws: StoreError.unreadableNotKept(reason: "todos.json could not be read")) { try cocoa.load() }
    }

    @Test("a reason that ends in a full stop loses it, so an alert never shows two")
    func noDoubleFullStop() {
        #expect(StoreError.saveFailed(reason: "Permission denied.").reason == "Permission denied")
        #expect(StoreError.unreadableNotKept(reason: "the file is locked").reason == "the file is locked")
    }

    @Test("a copy name taken meanwhile is passed over for the next number")
    func copyNameTakenMeanwhile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("garbage".utf8), to: "todos.json")
        let store = makeStore(
            folder.file("todos.json"), fileSystem: TakenNamesFileSystemStub(takenNames: ["todos.unreadable-1.json"]))

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-2.json")) { try store.load() }
        #expect(try folder.contents(of: "todos.unreadable-2.json") == Data("garbage".utf8))
    }

    @Test("a dangling link with the copy's name is neither followed nor replaced")
    func danglingLinkAtCopyName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("garbage".utf8), to: "todos.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("todos.unreadable-1.json").path, withDestinationPath: "elsewhere/gone.json")
        let store = makeStore(folder.file("todos.json"))

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-2.json")) { try store.load() }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("todos.unreadable-1.json").path)
                == "elsewhere/gone.json")
        #expect(try folder.contents(of: "todos.unreadable-2.json") == Data("garbage".utf8))
    }

    @Test("loading removes the temporary files that killed saves left, and loads the last saved list")
    func sweepsLeftoversAtLoad() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeStore(folder.file("todos.json")).save(list)
        try folder.write(Data("half a save".utf8), to: ".todos.json.0C5A9B6E.tmp")

        let loaded = try makeStore(folder.file("todos.json")).load()

        #expect(loaded == list)
        #expect(try folder.fileNames() == ["todos.json"])
    }

    // MARK: A save that fails after the rename

    @Test("a folder flush that fails after the rename puts the old file back: the save fails and the old list loads")
    func folderFlushFailsAfterRename() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = TodoList().adding(name: "Saved", createdAt: Fixtures.referenceDate).list
        try makeStore(folder.file("todos.json")).save(previous)
        let bytesBefore = try folder.contents(of: "todos.json")
        let flushes = FolderFlushFailureStub(watching: folder.file("todos.json"), failing: .afterTheRename)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem(flush: flushes.flush))

        #expect(throws: StoreError.saveFailed(reason: "todos.json could not be written (input/output error)")) {
            try store.save(list)
        }
        #expect(try folder.contents(of: "todos.json") == bytesBefore)
        #expect(try makeStore(folder.file("todos.json")).load() == previous)
        #expect(try folder.fileNames() == ["todos.json"])
    }

    @Test("a store that had no file has none after a save whose folder flush failed after the rename")
    func folderFlushFailsAfterFirstRename() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flushes = FolderFlushFailureStub(watching: folder.file("todos.json"), failing: .afterTheRename)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem(flush: flushes.flush))

        #expect(throws: StoreError.saveFailed(reason: "todos.json could not be written (input/output error)")) {
            try store.save(list)
        }
        #expect(try folder.fileNames() == [])
        #expect(try makeStore(folder.file("todos.json")).load() == TodoList())
    }

    @Test("a folder flush that fails before the rename fails the save with the old file untouched")
    func folderFlushFailsBeforeRename() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = TodoList().adding(name: "Saved", createdAt: Fixtures.referenceDate).list
        try makeStore(folder.file("todos.json")).save(previous)
        let bytesBefore = try folder.contents(of: "todos.json")
        let flushes = FolderFlushFailureStub(watching: folder.file("todos.json"), failing: .beforeTheRename)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem(flush: flushes.flush))

        #expect(throws: StoreError.saveFailed(reason: "todos.json could not be written (input/output error)")) {
            try store.save(list)
        }
        #expect(try folder.contents(of: "todos.json") == bytesBefore)
        #expect(try folder.fileNames() == ["todos.json"])
    }

    @Test("when the old file cannot be put back either, the save counts as done, since the file holds the change")
    func oldFileCannotBePutBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeStore(folder.file("todos.json")).save(TodoList())
        let flushes = FolderFlushFailureStub(
            watching: folder.file("todos.json"), failing: .afterTheRename, losingPreviousVersion: true)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem(flush: flushes.flush))

        try store.save(list)

        #expect(try makeStore(folder.file("todos.json")).load() == list)
        #expect(try folder.fileNames() == ["todos.json"])
    }

    // MARK: Pipes, sockets and devices

    @Test("a pipe at the store's path is refused in plain words without waiting, kept as it is, and never saved over")
    func pipeInTheWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try #require(mkfifo(folder.file("todos.json").path, 0o644) == 0)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem.neverWaitingToOpen)

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because it is a pipe, not a file")
        ) { try store.load() }
        #expect(
            throws: StoreError.saveFailed(reason: "todos.json could not be read earlier, so it is not overwritten")
        ) { try store.save(list) }
        #expect(try folder.fileNames() == ["todos.json"])
        #expect(kind(of: folder.file("todos.json")) == S_IFIFO)
    }

    @Test("a save never replaces a pipe that took the store's name, and says what is in the way")
    func saveOverPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try #require(mkfifo(folder.file("todos.json").path, 0o644) == 0)
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem.neverWaitingToOpen)

        #expect(
            throws: StoreError.saveFailed(
                reason: "todos.json could not be written because a pipe is where the file should be")
        ) { try store.save(list) }
        #expect(try folder.fileNames() == ["todos.json"])
        #expect(kind(of: folder.file("todos.json")) == S_IFIFO)
    }

    @Test("a link from the store's path to a device is refused as a device, and the link is kept")
    func linkToDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("todos.json").path, withDestinationPath: "/dev/null")
        let store = makeStore(folder.file("todos.json"), fileSystem: LocalFileSystem.neverWaitingToOpen)

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because it is a device, not a file")
        ) { try store.load() }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("todos.json").path) == "/dev/null")
        #expect(try folder.fileNames() == ["todos.json"])
    }

    @Test("a socket at the store's path is named as a socket")
    func socketWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeStore(
            folder.file("todos.json"), fileSystem: FileSystemStub(failing: [.read], with: SpecialFileError(.socket)))

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read because it is a socket, not a file")
        ) { try store.load() }
    }

    /// The kind of what has the name, the name itself rather than what a link leads to.
    private func kind(of url: URL) -> mode_t? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }
}
