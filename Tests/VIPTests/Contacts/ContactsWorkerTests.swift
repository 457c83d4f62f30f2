import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite("ContactsWorker", .checkingForLeaks, .profilingEachCase)
struct ContactsWorkerTests {
    private let stored = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])

    @Test("loading keeps the stored book as the current one")
    func load() throws {
        let (sut, _) = makeSUT()

        try sut.load()

        #expect(sut.book == stored)
    }

    @Test("a failed load throws, and the book stays empty")
    func loadFailure() {
        let (sut, store) = makeSUT()
        store.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        #expect(throws: StoreError.unreadableNotKept(reason: "permission denied")) { try sut.load() }
        #expect(sut.book == ContactBook())
    }

    @Test("a saved book becomes the current one; a refused one does not")
    func save() throws {
        let (sut, store) = makeSUT()
        try sut.load()
        let next = ContactBook(contacts: stored.contacts + [Fixtures.contact(2, "Ana", "Lee")])
        store.failNextSave(reason: "full")

        #expect(throws: StoreError.saveFailed(reason: "full")) { try sut.save(next) }
        #expect(sut.book == stored)
        try sut.save(next)
        #expect(sut.book == next)
        #expect(store.document == next)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        ContactsWorker, InMemoryStore<ContactBook>
    ) {
        let store = InMemoryStore(stored)
        let sut = ContactsWorker(store: store)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
