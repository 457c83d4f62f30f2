import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension ContactListInteractorTests {
    @Test("a contact New Contact added is found in the shared book, reported with the list and the row it takes")
    func findsAddedContact() throws {
        let (sut, _, _, output, dataManager) = makeSUT([
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])
        sut.loadContacts()
        try dataManager.save(
            ContactBook(contacts: dataManager.book.contacts + [Fixtures.contact(3, "Charles", "Babbage")]))

        sut.findAddedContact(id: 3)

        #expect(
            output.messages.last
                == .didFindAddedContact(
                    [
                        ContactListItem(id: 1, fullName: "Ada Lovelace"),
                        ContactListItem(id: 3, fullName: "Charles Babbage"),
                        ContactListItem(id: 2, fullName: "Grace Hopper"),
                    ], row: 1))
    }

    @Test("an import adds to the book as it is when the answer comes, keeping a contact added meanwhile")
    func importKeepsContactAddedMeanwhile() {
        let (sut, store, directory, _, dataManager) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.loadContacts()
        sut.importContacts()
        let newContact = AddContactInteractor(dataManager: dataManager)
        trackForMemoryLeaks(newContact)
        newContact.changeFirstName(to: "Ana")
        newContact.changeLastName(to: "Lee")
        newContact.saveContact()

        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ana Lee", "Garrett Winters"])
    }
}
