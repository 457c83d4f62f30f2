import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("TodoListDataManager", .checkingForLeaks, .profilingEachCase)
struct TodoListDataManagerTests {
    private let stored = TodoList(items: [Fixtures.item(1, "Read")])

    @Test("loading keeps the stored list as the current one")
    func load() throws {
        let (sut, _) = makeSUT()

        try sut.load()

        #expect(sut.list == stored)
    }

    @Test("a failed load throws and keeps the list it had: a failed reload loses nothing")
    func loadFailure() throws {
        let (sut, store) = makeSUT()
        try sut.load()
        store.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        #expect(throws: StoreError.unreadableNotKept(reason: "permission denied")) { try sut.load() }
        #expect(sut.list == stored)
    }

    @Test("a saved list becomes the current one; a refused one does not")
    func save() throws {
        let (sut, store) = makeSUT()
        try sut.load()
        let next = TodoList(items: [Fixtures.item(1, "Read"), Fixtures.item(2, "Write")])
        store.failNextSave(reason: "full")

        #expect(throws: StoreError.saveFailed(reason: "full")) { try sut.save(next) }
        #expect(sut.list == stored)
        try sut.save(next)
        #expect(sut.list == next)
        #expect(store.document == next)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListDataManager, InMemoryStore<TodoList>) {
        let store = InMemoryStore(stored)
        let sut = TodoListDataManager(store: store)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
