import Foundation
import Models
import TestSupport
import Testing

@Suite("JSONFileStore", .checkingForLeaks)
@MainActor
struct JSONFileStoreTests {
    private let now = Fixtures.referenceDate

    private func makeTodoStore(
        in folder: TemporaryFolder, fileSystem: any FileSystem = LocalFileSystem(),
        maximumBytes: Int = StoreLimits.maximumBytes, sourceLocation: SourceLocation = #_sourceLocation
    ) -> JSONFileStore<TodoList> {
        let store = JSONFileStore(
            todosAt: folder.file("todos.json"), fileSystem: fileSystem, maximumBytes: maximumBytes)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return store
    }

    private func list(_ names: String...) -> TodoList {
        names.reduce(TodoList()) { list, name in list.adding(name: name, createdAt: now).list }
    }

    // MARK: Round trip and relaunch

    @Test("a store with no file yet loads an empty list")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeTodoStore(in: folder)

        #expect(try store.load() == TodoList())
    }

    @Test("what is saved loads back the same, and only the store's file is left in the folder")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeTodoStore(in: folder)
        let saved = list("Buy milk", "👩‍👩‍👧 call family", "خرید نان")
            .togglingDone(id: 1).settingPriority(.urgent, id: 2)

        try store.save(saved)
        try store.save(saved.settingPriority(.important, id: 3))

        #expect(try store.load() == saved.settingPriority(.important, id: 3))
        #expect(try folder.fileNames() == ["todos.json"])
    }

    @Test("a new store on the same file, as after a relaunch, keeps the items and the next id")
    func relaunch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = list("One", "Two", "Three").removing(id: 3)
        try makeTodoStore(in: folder).save(saved)

        let relaunched = makeTodoStore(in: folder)
        let loaded = try relaunched.load()

        #expect(loaded == saved)
        #expect(loaded.adding(name: "Four", createdAt: now).item.id == 4)
    }

    @Test("the filter is saved with the list and loads back after a relaunch")
    func filterRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = list("Open", "Finished").togglingDone(id: 2).showing(.done)
        try makeTodoStore(in: folder).save(saved)

        let loaded = try makeTodoStore(in: folder).load()

        #expect(loaded.filter == .done)
        #expect(loaded.shownItems.map(\.name) == ["Finished"])
    }

    @Test("a list saved before there was a filter loads showing every item")
    func listWithoutFilter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let created = Int(now.timeIntervalSince1970)
        try folder.write(
            Data(
                """
                {"highestID": 3, "items": [{"createdAt": \(created), "id": 3, "isDone": true, "name": "Old", \
                "priority": 0}]}
                """.utf8), to: "todos.json")

        let loaded = try makeTodoStore(in: folder).load()

        #expect(loaded.filter == .all)
        #expect(loaded.shownItems.map(\.name) == ["Old"])
    }

    @Test("a contacts store round trips the book with its highest id")
    func contactsRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("contacts.json")
        let book = ContactBook(
            contacts: [
                Contact(id: 2, firstName: "مریم", lastName: "احمدی"),
                Contact(id: 5, firstName: "Zoë", lastName: "Adams"),
            ],
            highestID: 9)
        let store = JSONFileStore(contactsAt: url)
        trackForMemoryLeaks(store)

        try store.save(book)
        let relaunched = JSONFileStore(contactsAt: url)
        trackForMemoryLeaks(relaunched)

        #expect(try relaunched.load() == book)
    }

    // MARK: Failed writes

    @Test("a save that fails leaves the previous file byte for byte and reports why")
    func failedWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = list("Saved")
        try makeTodoStore(in: folder).save(previous)
        let bytesBefore = try folder.contents(of: "todos.json")
        let store = makeTodoStore(in: folder, fileSystem: FileSystemStub(failing: [.write]))

        #expect(throws: StoreError.saveFailed(reason: "todos.json could not be written: the stub refused to write")) {
            try store.save(list("Saved", "Lost"))
        }
        #expect(try folder.contents(of: "todos.json") == bytesBefore)
        #expect(try makeTodoStore(in: folder).load() == previous)
    }

    @Test("a write interrupted midway leaves the old file whole")
    func interruptedWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = list("Saved")
        try makeTodoStore(in: folder).save(previous)
        let bytesBefore = try folder.contents(of: "todos.json")
        let store = makeTodoStore(in: folder, fileSystem: InterruptedWriteFileSystemStub())

        #expect(throws: StoreError.saveFailed(reason: "todos.json could not be written: the write was interrupted")) {
            try store.save(list("Saved", "Lost"))
        }
        let partial = InterruptedWriteFileSystemStub.temporaryFile(for: folder.file("todos.json"))
        #expect(FileManager.default.fileExists(atPath: partial.path), "the interruption left its partial bytes")
        #expect(try folder.contents(of: "todos.json") == bytesBefore)
        #expect(try makeTodoStore(in: folder).load() == previous)
    }

    // MARK: Unreadable data

    @Test(
        "unreadable data is moved aside byte for byte, the error names the copy, and the store starts empty",
        arguments: [
            Data("{\"items\": [".utf8),  // truncated
            Data([0xFF, 0x00, 0xFE, 0x7B]),  // not text at all
            Data(),  // empty file
            Data("{\"items\": 3, \"highestID\": \"x\"}".utf8),  // JSON of the wrong shape
            Data("{\"items\": [], \"highestID\": 0, \"filter\": \"later\"}".utf8),  // a filter there is not
        ]
    )
    func unreadableKeptAside(corrupt: Data) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(corrupt, to: "todos.json")
        let store = makeTodoStore(in: folder)

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1.json")) { try store.load() }
        #expect(try folder.contents(of: "todos.unreadable-1.json") == corrupt)
        #expect(try folder.fileNames() == ["todos.unreadable-1.json"])
        #expect(try store.load() == TodoList())
    }

    @Test("a file over the store's size limit is kept aside unread, byte for byte, and the store starts empty")
    func oversizedFileKeptAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeTodoStore(in: folder)
        try store.save(list("Buy milk"))
        let saved = try folder.contents(of: "todos.json")
        let smaller = makeTodoStore(in: folder, maximumBytes: saved.count - 1)

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1.json")) { try smaller.load() }
        #expect(try folder.contents(of: "todos.unreadable-1.json") == saved)
        #expect(try smaller.load() == TodoList())
    }

    @Test("a save that would write more than the size limit is refused, says why, and leaves the file as it was")
    func oversizedSaveRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeTodoStore(in: folder).save(list("Buy milk"))
        let before = try folder.contents(of: "todos.json")
        let store = makeTodoStore(in: folder, maximumBytes: before.count)

        #expect(
            throws: StoreError.saveFailed(
                reason: "todos.json would be larger than the \(before.count) bytes a store may hold")
        ) { try store.save(list("Buy milk", "Call the bank")) }
        #expect(try folder.contents(of: "todos.json") == before)
        #expect(try store.load() == list("Buy milk"))
    }

    @Test("the size limit is 32 MB, four times the book that the largest directory answer makes")
    func standardLimit() {
        #expect(StoreLimits.maximumBytes == 33_554_432)
    }

    @Test("after keeping unreadable data aside the store saves again, without touching the copy")
    func savesAfterKeepingAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corrupt = Data("garbage".utf8)
        try folder.write(corrupt, to: "todos.json")
        let store = makeTodoStore(in: folder)
        _ = try? store.load()

        try store.save(list("Fresh start"))

        #expect(try makeTodoStore(in: folder).load() == list("Fresh start"))
        #expect(try folder.contents(of: "todos.unreadable-1.json") == corrupt)
    }

    @Test("a second unreadable file is kept as -2 and never overwrites the first copy")
    func secondUnreadableFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = Data("first garbage".utf8)
        let second = Data("second garbage".utf8)
        try folder.write(first, to: "todos.json")
        _ = try? makeTodoStore(in: folder).load()
        try folder.write(second, to: "todos.json")
        let relaunched = makeTodoStore(in: folder)

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-2.json")) { try relaunched.load() }
        #expect(try folder.contents(of: "todos.unreadable-1.json") == first)
        #expect(try folder.contents(of: "todos.unreadable-2.json") == second)
    }

    @Test("a file without an extension is kept aside with the number at the end")
    func noExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("garbage".utf8), to: "todos")
        let store = JSONFileStore(todosAt: folder.file("todos"))
        trackForMemoryLeaks(store)

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1")) { try store.load() }
    }

    @Test("when unreadable data cannot be moved aside, the store refuses to save and nothing is overwritten")
    func moveFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corrupt = Data("garbage".utf8)
        try folder.write(corrupt, to: "todos.json")
        let store = makeTodoStore(in: folder, fileSystem: FileSystemStub(failing: [.move]))

        #expect(
            throws: StoreError.unreadableNotKept(
                reason: "todos.json could not be read, and could not be moved aside: the stub refused to move")
        ) { try store.load() }
        #expect(throws: StoreError.self) { try store.save(list("Would overwrite")) }
        #expect(try folder.contents(of: "todos.json") == corrupt)
        #expect(try folder.fileNames() == ["todos.json"])
    }

    @Test("when the file cannot be read at all, the store refuses to save and nothing is overwritten")
    func readFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let previous = list("Saved")
        try makeTodoStore(in: folder).save(previous)
        let bytesBefore = try folder.contents(of: "todos.json")
        let store = makeTodoStore(in: folder, fileSystem: FileSystemStub(failing: [.read]))

        #expect(throws: StoreError.unreadableNotKept(reason: "todos.json could not be read: the stub refused to read"))
        { try store.load() }
        let error = #expect(throws: StoreError.self) { try store.save(list("Would overwrite")) }
        #expect(error == .saveFailed(reason: "todos.json could not be read earlier, so it is not overwritten"))
        #expect(try folder.contents(of: "todos.json") == bytesBefore)
    }
}
