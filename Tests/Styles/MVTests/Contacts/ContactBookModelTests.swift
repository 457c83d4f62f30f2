import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

/// The Contacts model the list and New Contact share, without any view: it loads the book when
/// made, saves new contacts and runs the import, keeping how it ended for the list to tell.
@Suite("ContactBookModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactBookModelTests {
    @Test("made, it loads the stored book in the order the screen shows it")
    func load() {
        let (sut, _, _) = makeSUT([Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        #expect(sut.contacts.map(\.fullName) == ["Ana Cruz", "Zoe Adams"])
        #expect(sut.loadFailure == nil)
        #expect(!sut.isImporting)
        #expect(sut.importOutcome == nil)
    }

    @Test("unreadable stored data leaves the book empty and keeps why, for the screen to tell")
    func loadFailure() {
        let store = InMemoryStore(ContactBook(contacts: [Fixtures.contact(1, "Lost", "Person")]))
        store.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (sut, _) = makeSUT(store: store)

        #expect(sut.loadFailure == .unreadableNotKept(reason: "permission denied"))
        #expect(sut.contacts.isEmpty)
    }

    func makeSUT(
        _ contacts: [Contact], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactBookModel, InMemoryStore<ContactBook>, EmployeeDirectoryStub) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let (sut, directory) = makeSUT(store: store, sourceLocation: sourceLocation)
        return (sut, store, directory)
    }

    func makeSUT(
        store: InMemoryStore<ContactBook>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactBookModel, EmployeeDirectoryStub) {
        let directory = EmployeeDirectoryStub()
        let sut = ContactBookModel(store: store, directory: directory)
        for object in [sut, store, directory] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, directory)
    }
}
