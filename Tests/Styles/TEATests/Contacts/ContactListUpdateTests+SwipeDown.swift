import Models
import TestSupport
import Testing

@testable import TEA

extension ContactListUpdateTests {
    @Test("a swipe that closed the form (it had no changes) closes it as \"Cancel\" does, saving nothing")
    func swipedDownClosesForm() {
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]),
                addContact: AddContactState(firstName: "  ", lastName: "\n")))

        sut.send(.addContact(.swipedDown)) { $0.addContact = nil }
    }

    @Test("\"Discard Changes\" closes the form, its text and action sheet with it, and saves nothing")
    func discardChangesClosesForm() throws {
        var sut = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Grace", "Hopper")]),
                addContact: AddContactState(
                    firstName: "Ada",
                    alert: AlertState(
                        title: "", message: "", style: .actionSheet,
                        buttons: [
                            .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                            .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                        ]))))

        let discard = try #require(sut.state.addContact?.alert?.choice(ofButton: "Discard Changes"))
        sut.send(.addContact(discard)) { $0.addContact = nil }
    }

    @Test("a refused swipe goes to the form, which asks with its action sheet")
    func swipeDownRefusedReachesForm() {
        var sut = makeSUT(ContactListState(addContact: AddContactState(firstName: "Ada")))

        sut.send(.addContact(.swipeDownRefused)) {
            $0.addContact?.alert = AlertState(
                title: "", message: "", style: .actionSheet,
                buttons: [
                    .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                    .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                ])
        }
    }
}
