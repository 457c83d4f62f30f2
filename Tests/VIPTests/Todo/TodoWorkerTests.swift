import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("TodoWorker", .checkingForLeaks, .profilingEachCase)
struct TodoWorkerTests {
    private let stored = Models.TodoList(items: [Fixtures.item(1, "Read")])

    @Test("loading keeps the stored list as the current one")
    func load() throws {
        let (sut, _) = makeSUT()

        try sut.load()

        #expect(sut.list == stored)
    }

    @Test("a failed load throws, and the list stays empty")
    func loadFailure() {
        let (sut, store) = makeSUT()
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1.json")) { try sut.load() }
        #expect(sut.list == Models.TodoList())
    }

    @Test("a saved list becomes the current one; a refused one does not")
    func save() throws {
        let (sut, store) = makeSUT()
        try sut.load()
        let next = stored.togglingDone(id: 1)
        store.failNextSave(reason: "full")

        #expect(throws: StoreError.saveFailed(reason: "full")) { try sut.save(next) }
        #expect(sut.list == stored)
        try sut.save(next)
        #expect(sut.list == next)
        #expect(store.document == next)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        TodoWorker, InMemoryStore<Models.TodoList>
    ) {
        let store = InMemoryStore(stored)
        let sut = TodoWorker(store: store)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
