import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

/// The contacts interactor over a fake store and a directory stub, answering an output spy with plain
/// values only.
@MainActor
@Suite("ContactListInteractor", .checkingForLeaks, .profilingEachCase)
struct ContactListInteractorTests {
    @Test("loading reports how many contacts there are, and answers each by its position in the order shown")
    func load() {
        let (sut, _, _, output) = makeSUT([Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        sut.loadContacts()

        #expect(output.messages == [.didLoad(contactCount: 2)])
        #expect(
            (0..<2).map(sut.contact(at:)) == [
                ContactListItem(id: 2, fullName: "Ana Cruz"), ContactListItem(id: 1, fullName: "Zoe Adams"),
            ])
    }

    @Test("unreadable contacts are reported")
    func loadFailure() {
        let (sut, store, _, output) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        store.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        sut.loadContacts()

        #expect(output.messages == [.didFailToLoad(.unreadable(keptAs: "contacts.unreadable-1.json"))])
    }

    // MARK: Helpers

    func makeSUT(
        _ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListInteractor, store: InMemoryStore<ContactBook>, directory: EmployeeDirectoryStub,
        output: ContactListInteractorOutputSpy
    ) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let directory = EmployeeDirectoryStub()
        let output = ContactListInteractorOutputSpy()
        let dataManager = ContactBookDataManager(store: store)
        let sut = ContactListInteractor(dataManager: dataManager, directory: directory)
        sut.output = output
        for object in [sut, store, directory, output, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, directory, output)
    }
}
