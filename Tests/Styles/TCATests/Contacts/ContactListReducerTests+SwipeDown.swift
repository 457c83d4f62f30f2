import Models
import TestSupport
import Testing

@testable import TCA

extension ContactListReducerTests {
    @Test("a sheet that closed by itself (the form had no changes) dismisses the form, saving nothing")
    func dismissed() {
        let (store, contactStore, _) = makeSUT(ContactListState(addContact: AddContactState()))

        store.send(.addContactDismissed) { $0.addContact = nil }

        #expect(contactStore.saveCount == 0)
    }

    @Test("a refused swipe goes to the form, which asks with its action sheet")
    func swipeDownRefused() {
        let (store, _, _) = makeSUT(ContactListState(addContact: AddContactState(firstName: "Mia")))

        store.send(.addContact(.swipeDownRefused)) {
            $0.addContact?.alert = AlertState(
                title: "", message: "", style: .actionSheet,
                buttons: [
                    .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                    .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                ])
        }
    }

    @Test("\"Discard Changes\" dismisses the form, its text and action sheet with it, and saves nothing")
    func discardChanges() {
        let (store, contactStore, _) = makeSUT(
            ContactListState(
                addContact: AddContactState(
                    firstName: "Mia",
                    alert: AlertState(
                        title: "", message: "", style: .actionSheet,
                        buttons: [
                            .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                            .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                        ]))))

        store.send(.addContact(.discardChangesTapped))
        store.receive(.addContact(.delegate(.cancelled))) { $0.addContact = nil }

        #expect(contactStore.saveCount == 0)
    }
}
