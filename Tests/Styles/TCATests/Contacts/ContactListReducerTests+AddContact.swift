import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

extension ContactListReducerTests {
    @Test("\"Add\" presents an empty New Contact form that adds to the list's book")
    func addPresentsForm() {
        let (store, _, _) = makeSUT(ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))

        store.send(.addButtonTapped) {
            $0.addContact = AddContactState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]))
        }
    }

    @Test("the form's actions change the form's state only")
    func formActions() {
        let (store, _, _) = makeSUT(ContactListState(addContact: AddContactState()))

        store.send(.addContact(.firstNameChanged("Mia"))) { $0.addContact?.firstName = "Mia" }
        store.send(.addContact(.lastNameChanged("Ng"))) { $0.addContact?.lastName = "Ng" }
    }

    @Test("Done saves through the form; its delegate makes the saved book the list's and dismisses the form")
    func doneSavesAndDismisses() {
        let before = ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])
        let after = ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")])
        let (store, contactStore, _) = makeSUT(
            ContactListState(book: before, addContact: AddContactState(book: before, firstName: "Mia", lastName: "Ng")))

        store.send(.addContact(.doneButtonTapped))
        store.receive(.addContact(.saveResponse(.success(after))))
        store.receive(.addContact(.delegate(.saved(after)))) {
            $0.book = after
            $0.addContact = nil
        }

        #expect(contactStore.document == after)
    }

    @Test("the form's \"Cancel\" dismisses it and leaves the book as it was")
    func cancelDismissesForm() {
        let (store, contactStore, _) = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]),
                addContact: AddContactState(
                    book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]), firstName: "Mia")))

        store.send(.addContact(.cancelButtonTapped))
        store.receive(.addContact(.delegate(.cancelled))) { $0.addContact = nil }

        #expect(contactStore.saveCount == 0)
    }

    @Test("a form action when no form is presented (a late tap) changes nothing")
    func formActionWithoutForm() {
        let (store, contactStore, _) = makeSUT()

        store.send(.addContact(.doneButtonTapped))
        store.send(.addContact(.firstNameChanged("Mia")))

        #expect(contactStore.saveCount == 0)
    }

    @Test("an import saved while the form is open sums up on the list's alert, and the form adds to the imported book")
    func importWhileFormOpen() {
        let imported = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
        let (store, contactStore, directory) = makeSUT()
        store.send(.importButtonTapped) { $0.isImporting = true }
        store.send(.addButtonTapped) { $0.addContact = AddContactState() }
        store.send(.addContact(.firstNameChanged("Mia"))) { $0.addContact?.firstName = "Mia" }
        store.send(.addContact(.lastNameChanged("Ng"))) { $0.addContact?.lastName = "Ng" }

        directory.succeed(with: Fixtures.employees("Tiger Nixon"))
        store.receive(.directoryResponse(.success(Fixtures.employees("Tiger Nixon")))) { $0.isImporting = false }
        store.receive(.importSaveResponse(.success(imported), added: 1, skipped: 0)) {
            $0.book = imported
            $0.addContact?.book = imported
            $0.alert = AlertState(
                title: "Import finished", message: "Added 1 contact, skipped 0.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
        store.send(.addContact(.doneButtonTapped))
        let both = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon"), Fixtures.contact(2, "Mia", "Ng")])
        store.receive(.addContact(.saveResponse(.success(both))))
        store.receive(.addContact(.delegate(.saved(both)))) {
            $0.book = both
            $0.addContact = nil
        }

        #expect(contactStore.document == both)
    }
}
