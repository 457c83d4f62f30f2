import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListInteractorTests {
    @Test("a contact passed in with its book is shown where it joined the list, once")
    func showsAddedContact() {
        let (sut, _, _, presenter) = makeSUT([
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])
        sut.book = ContactBook(contacts: [
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
            Fixtures.contact(3, "Charles", "Babbage"),
        ])
        sut.addedContact = Fixtures.contact(3, "Charles", "Babbage")

        sut.newContactClosed(request: ListContacts.NewContactClosed.Request())
        sut.newContactClosed(request: ListContacts.NewContactClosed.Request())

        let shown = presenter.messages.filter {
            if case .presentAddedContact = $0 { true } else { false }
        }
        #expect(
            shown == [
                .presentAddedContact(
                    ListContacts.NewContactClosed.Response(
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
        let before = presenter.messages

        sut.newContactClosed(request: ListContacts.NewContactClosed.Request())

        #expect(presenter.messages == before)
    }

    @Test("an import merges into the book passed in by New Contact, keeping the contact it added")
    func importKeepsPassedInContact() {
        let (sut, contactsWorker, directoryWorker, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
        sut.book = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon"), Fixtures.contact(2, "Ana", "Lee")])

        directoryWorker.answer(.success(Fixtures.employees("Garrett Winters")))

        #expect(
            contactsWorker.askedToSave.map { $0.contacts.map(\.fullName) } == [
                ["Tiger Nixon", "Ana Lee", "Garrett Winters"]
            ])
    }
}
