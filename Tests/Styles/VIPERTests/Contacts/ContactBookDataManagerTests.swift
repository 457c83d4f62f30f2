import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("ContactBookDataManager", .checkingForLeaks, .profilingEachCase)
struct ContactBookDataManagerTests {
    private let stored = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])

    @Test("loading keeps the stored book as the current one")
    func load() throws {
        let (sut, _) = makeSUT()

        try sut.load()

        #expect(sut.book == stored)
    }

    @Test("a failed load throws and keeps the book it had: a failed reload loses nothing")
    func loadFailure() throws {
        let (sut, store) = makeSUT()
        try sut.load()
        store.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        #expect(throws: StoreError.unreadableNotKept(reason: "permission denied")) { try sut.load() }
        #expect(sut.book == stored)
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

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactBookDataManager, InMemoryStore<ContactBook>) {
        let store = InMemoryStore(stored)
        let sut = ContactBookDataManager(store: store)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
