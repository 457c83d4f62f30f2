import Foundation
import Models
import TestSupport
import Testing

@Suite("InMemoryStore", .checkingForLeaks)
@MainActor
struct InMemoryStoreTests {
    private let list = TodoList().adding(name: "Saved", createdAt: Fixtures.referenceDate).list

    private func makeSUT(_ list: TodoList = TodoList()) -> InMemoryStore<TodoList> {
        let store = InMemoryStore(list)
        trackForMemoryLeaks(store)
        return store
    }

    @Test("it loads what it was made with and then what was saved, counting saves")
    func loadAndSave() throws {
        let store = makeSUT()
        #expect(try store.load() == TodoList())

        try store.save(list)

        #expect(try store.load() == list)
        #expect(store.saveCount == 1)
    }

    @Test("a save told to fail throws, changes nothing, and only the next save fails")
    func failNextSave() throws {
        let store = makeSUT(list)
        store.failNextSave()

        #expect(throws: StoreError.saveFailed(reason: "the disk is full")) { try store.save(TodoList()) }
        #expect(store.document == list)
        #expect(store.saveCount == 0)
        try store.save(TodoList())
        #expect(store.document == TodoList())
    }

    @Test("a save failure carries the reason it was given")
    func failNextSaveReason() {
        let store = makeSUT()
        store.failNextSave(reason: "no space left")

        #expect(throws: StoreError.saveFailed(reason: "no space left")) { try store.save(list) }
    }

    @Test("a load told to fail throws the given error once, then loads again")
    func failNextLoad() throws {
        let store = makeSUT(list)
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1.json")) { try store.load() }
        #expect(try store.load() == list)
    }

    @Test("a contacts store works the same way")
    func contacts() throws {
        let store = InMemoryStore<ContactBook>()
        trackForMemoryLeaks(store)
        let book = ContactBook(contacts: [Contact(id: 1, firstName: "Ana", lastName: "Smith")])
        store.failNextSave()

        #expect(throws: StoreError.self) { try store.save(book) }
        try store.save(book)

        #expect(try store.load() == book)
    }
}
