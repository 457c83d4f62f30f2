import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListInteractorTests {
    @Test("a contact passed into the data store is shown where it joined the list, once")
    func showsAddedContact() throws {
        let (sut, contactsWorker, _, presenter) = makeSUT([
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])
        try contactsWorker.save(contactsWorker.book.adding(try #require(ContactName.splitting("Charles Babbage"))).book)
        sut.addedContact = Fixtures.contact(3, "Charles", "Babbage")

        sut.showAddedContact(request: ContactList.ShowAddedContact.Request())
        sut.showAddedContact(request: ContactList.ShowAddedContact.Request())

        #expect(
            presenter.messages == [
                .presentAddedContact(
                    ContactList.ShowAddedContact.Response(
                        contacts: [
                            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(3, "Charles", "Babbage"),
                            Fixtures.contact(2, "Grace", "Hopper"),
                        ], row: 1))
            ])
        #expect(sut.addedContact == nil)
    }

    @Test("with no contact passed in, there is nothing to show")
    func nothingPassedIn() {
        let (sut, _, _, presenter) = makeSUT([Fixtures.contact(1, "Ada", "Lovelace")])

        sut.showAddedContact(request: ContactList.ShowAddedContact.Request())

        #expect(presenter.messages.isEmpty)
    }

    @Test("an import adds to the book as it is when the answer comes, keeping a contact added meanwhile")
    func importKeepsContactAddedMeanwhile() throws {
        let (sut, contactsWorker, directoryWorker, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importContacts(request: ContactList.ImportContacts.Request())
        try contactsWorker.save(contactsWorker.book.adding(try #require(ContactName.splitting("Ana Lee"))).book)

        directoryWorker.answer(.success(Fixtures.employees("Garrett Winters")))

        #expect(contactsWorker.book.contacts.map(\.fullName) == ["Tiger Nixon", "Ana Lee", "Garrett Winters"])
    }
}
