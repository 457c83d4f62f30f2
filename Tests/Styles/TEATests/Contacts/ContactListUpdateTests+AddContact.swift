import Models
import TestSupport
import Testing

@testable import TEA

extension ContactListUpdateTests {
    @Test("\"Add\" puts an empty New Contact form in the state, which shows it")
    func addOpensForm() {
        var sut = makeSUT()

        sut.send(.addButtonTapped) { $0.addContact = AddContactState() }
    }

    @Test("the form's messages change the form's state only")
    func formMessagesChangeTheForm() {
        var sut = makeSUT(ContactListState(addContact: AddContactState()))

        sut.send(.addContact(.firstNameChanged("Mia"))) { $0.addContact?.firstName = "Mia" }
        sut.send(.addContact(.lastNameChanged("Ng"))) { $0.addContact?.lastName = "Ng" }
    }

    @Test("Done saves the list's book as it is now, an import made while the form was open included")
    func doneAddsToTheCurrentBook() {
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")]),
                addContact: AddContactState(firstName: "Mia", lastName: "Ng")))

        sut.send(
            .addContact(.doneButtonTapped),
            effects: [
                .addContact(
                    .save(
                        ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon"), Fixtures.contact(2, "Mia", "Ng")])
                    ))
            ])
    }

    @Test("the form's outcome \"saved\" makes the saved book the list's and closes the form")
    func contactSaved() {
        let before = [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: before), addContact: AddContactState(firstName: "Mia", lastName: "Ng")))

        sut.send(.addContact(.saved(ContactBook(contacts: before + [Fixtures.contact(3, "Mia", "Ng")])))) {
            $0.book = ContactBook(contacts: before + [Fixtures.contact(3, "Mia", "Ng")])
            $0.addContact = nil
        }
    }

    @Test("the form's \"Cancel\" closes it and leaves the book as it was")
    func cancelClosesForm() {
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]),
                addContact: AddContactState(firstName: "Mia")))

        sut.send(.addContact(.cancelButtonTapped)) { $0.addContact = nil }
    }

    @Test("a form message when no form is shown (a late tap) changes nothing")
    func formMessageWithoutForm() {
        var sut = makeSUT()

        sut.send(.addContact(.doneButtonTapped))
        sut.send(.addContact(.firstNameChanged("Mia")))
    }

    @Test("an import that finishes while the form is open sums up on the list's alert and leaves the form alone")
    func importWhileFormOpen() {
        var sut = makeSUT(ContactListState(addContact: AddContactState(firstName: "Mia")))

        sut.send(
            .importSaveFinished(
                .success(ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])), added: 1, skipped: 0)
        ) {
            $0.book = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
            $0.alert = AlertState(
                title: "Import finished", message: "Added 1 contact, skipped 0.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }
}
