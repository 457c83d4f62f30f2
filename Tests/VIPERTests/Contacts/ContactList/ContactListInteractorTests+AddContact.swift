import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension ContactListInteractorTests {
    @Test("a contact New Contact added is found in the shared book, with the row it takes")
    func findsAddedContact() throws {
        let (sut, _, _, output) = makeSUT([
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])
        sut.loadContacts()
        let newContact = AddContactInteractor(dataManager: sut.dataManager)
        trackForMemoryLeaks(newContact)
        newContact.addContact(firstName: "Charles", lastName: "Babbage")

        sut.findAddedContact(id: 3)

        #expect(output.messages.last == .didFindAddedContact(row: 1, contactCount: 3))
        #expect(
            (0..<3).map(sut.contact(at:)) == [
                ContactListItem(id: 1, fullName: "Ada Lovelace"), ContactListItem(id: 3, fullName: "Charles Babbage"),
                ContactListItem(id: 2, fullName: "Grace Hopper"),
            ])
    }

    @Test("an import adds to the book as it is when the answer comes, keeping a contact added meanwhile")
    func importKeepsContactAddedMeanwhile() {
        let (sut, store, directory, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.loadContacts()
        sut.importContacts()
        let newContact = AddContactInteractor(dataManager: sut.dataManager)
        trackForMemoryLeaks(newContact)
        newContact.addContact(firstName: "Ana", lastName: "Lee")

        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ana Lee", "Garrett Winters"])
    }
}
