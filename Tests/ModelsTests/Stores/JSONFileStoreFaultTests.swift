import Foundation
import Models
import TestSupport
import Testing

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
}
