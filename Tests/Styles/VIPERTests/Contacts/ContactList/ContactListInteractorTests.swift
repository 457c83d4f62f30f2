import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

/// The contacts interactor over a real data manager, a fake store and a directory stub, answering an
/// output spy with the module's own values only.
@MainActor
@Suite("ContactListInteractor", .checkingForLeaks, .profilingEachCase)
struct ContactListInteractorTests {
    @Test("loading reports every contact, in the order shown")
    func load() {
        let (sut, _, _, output, _) = makeSUT([Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        sut.loadContacts()

        #expect(
            output.messages == [
                .didLoad([ContactListItem(id: 2, fullName: "Ana Cruz"), ContactListItem(id: 1, fullName: "Zoe Adams")])
            ])
    }

    @Test("unreadable contacts are reported with the contacts kept, none at launch")
    func loadFailure() {
        let (sut, store, _, output, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        store.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        sut.loadContacts()

        #expect(output.messages == [.didFailToLoad(.unreadable(keptAs: "contacts.unreadable-1.json"), contacts: [])])
    }

    // MARK: Helpers

    func makeSUT(
        _ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListInteractor, store: InMemoryStore<ContactBook>, directory: EmployeeDirectoryStub,
        output: ContactListInteractorOutputSpy, dataManager: ContactBookDataManager
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
        return (sut, store, directory, output, dataManager)
    }
}
