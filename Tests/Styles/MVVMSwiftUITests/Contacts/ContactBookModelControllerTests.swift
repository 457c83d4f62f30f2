import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

/// The model controller the Contacts view models share, on a fake store.
@Suite("ContactBookModelController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactBookModelControllerTests {
    @Test("loading reads the stored book, sorted by full name")
    func load() throws {
        let (sut, _) = makeSUT([Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")])

        try sut.load()

        #expect(sut.contacts.map(\.fullName) == ["Ann Lee", "Zed Young"])
    }

    @Test("an unreadable book starts empty and the error is thrown for the caller to report")
    func loadFailure() {
        let (sut, store) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        store.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        #expect(throws: StoreError.unreadable(keptAs: "contacts.unreadable-1.json")) { try sut.load() }
        #expect(sut.contacts.isEmpty)
    }

    @Test("adding saves the book with the new contact, then shows it among the others")
    func add() throws {
        let (sut, store) = makeSUT([Fixtures.contact(1, "Zed", "Young")])
        try sut.load()

        try sut.add(try ContactName.validate(firstName: "Mia", lastName: "Ng").get())

        #expect(store.document.contacts == [Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Mia", "Ng")])
        #expect(sut.contacts.map(\.fullName) == ["Mia Ng", "Zed Young"])
    }

    @Test("a refused contact is thrown back and the book stays as it was")
    func addRefused() throws {
        let (sut, store) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        #expect(throws: StoreError.self) {
            try sut.add(try ContactName.validate(firstName: "Mia", lastName: "Ng").get())
        }
        #expect(sut.contacts.isEmpty)
    }

    @Test("an import saves the new employees in one write and sums up what was added and skipped")
    func importEmployees() throws {
        let (sut, store) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        try sut.load()

        let summary = try sut.importEmployees(Fixtures.employees("Garrett Winters", "Tiger Nixon", "Cher"))

        #expect(summary == ContactBookModelController.ImportSummary(added: 1, skipped: 2))
        #expect(store.saveCount == 1)
        #expect(sut.contacts.map(\.fullName) == ["Garrett Winters", "Tiger Nixon"])
    }

    @Test("an import that adds nothing writes nothing")
    func importNothingNew() throws {
        let (sut, store) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        try sut.load()

        let summary = try sut.importEmployees(Fixtures.employees("Tiger Nixon"))

        #expect(summary == ContactBookModelController.ImportSummary(added: 0, skipped: 1))
        #expect(store.saveCount == 0)
    }

    @Test("imported contacts the store refuses are thrown back and not adopted")
    func importRefused() throws {
        let (sut, store) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        #expect(throws: StoreError.self) { try sut.importEmployees(Fixtures.employees("Garrett Winters")) }
        #expect(sut.contacts.isEmpty)
    }

    private func makeSUT(
        _ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactBookModelController, store: InMemoryStore<ContactBook>) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let sut = ContactBookModelController(store: store)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
