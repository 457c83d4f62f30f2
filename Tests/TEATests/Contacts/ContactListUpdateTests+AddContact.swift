import Models
import TestSupport
import Testing

@testable import TEA

extension ContactListUpdateTests {
    @Test("\"Add\" puts an empty New Contact form in the state, which shows it")
    func addOpensForm() {
        var sut = makeSUT()

        sut.send(.addButtonTapped) { $0.newContact = AddContactState() }
    }

    @Test("a saved contact joins the list at its sorted row, for the view to insert, and the form closes")
    func contactSaved() {
        let before = [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: before), bookRevision: 1,
                newContact: AddContactState(firstName: "Mia", lastName: "Ng")))

        sut.send(
            .newContact(
                .saveFinished(
                    .success(ContactBook(contacts: before + [Fixtures.contact(3, "Mia", "Ng")])),
                    contact: Fixtures.contact(3, "Mia", "Ng")))
        ) {
            $0.book = ContactBook(contacts: before + [Fixtures.contact(3, "Mia", "Ng")])
            $0.bookRevision = 2
            $0.insertedRow = 1
            $0.newContact = nil
        }
    }

    @Test("an import that finishes while the form is open sums up on the list's alert and leaves the form alone")
    func importWhileFormOpen() {
        var sut = makeSUT(ContactListState(bookRevision: 1, newContact: AddContactState(firstName: "Mia")))

        sut.send(
            .importSaveFinished(
                .success(ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])), added: 1, skipped: 0)
        ) {
            $0.book = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
            $0.bookRevision = 2
            $0.alert = .importFinished(added: 1, skipped: 0)
        }
    }
}
