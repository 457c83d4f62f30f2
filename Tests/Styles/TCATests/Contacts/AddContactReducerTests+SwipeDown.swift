import Models
import TestSupport
import Testing

@testable import TCA

extension AddContactReducerTests {
    @Test("a refused swipe down (the form has changes) shows the discard action sheet and keeps the text")
    func swipeDownRefused() {
        let (store, _) = makeSUT(AddContactState(firstName: "Mia"))

        store.send(.swipeDownRefused) {
            $0.alert = AlertState(
                title: "", message: "", style: .actionSheet,
                buttons: [
                    .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                    .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                ])
        }
    }

    @Test("\"Keep Editing\" takes the action sheet away and leaves the form as it was")
    func keepEditing() throws {
        let (store, _) = makeSUT(AddContactState(firstName: "Mia", alert: discardSheet))

        store.send(try #require(store.state.alert?.choice(ofButton: "Keep Editing"))) { $0.alert = nil }
    }

    @Test("\"Discard Changes\" tells the parent the form was cancelled, saving nothing")
    func discardChanges() throws {
        let (store, contactStore) = makeSUT(AddContactState(firstName: "Mia", alert: discardSheet))

        store.send(try #require(store.state.alert?.choice(ofButton: "Discard Changes")))
        store.receive(.delegate(.cancelled))

        #expect(contactStore.saveCount == 0)
    }

    @Test("a delegate action is for the parent: the form changes nothing for it")
    func delegateIgnored() {
        let (store, _) = makeSUT(AddContactState(firstName: "Mia"))

        store.send(.delegate(.cancelled))
        store.send(.delegate(.saved(ContactBook(contacts: [Fixtures.contact(1, "Mia", "Ng")]))))
    }

    /// The action sheet a refused swipe shows, written out.
    private var discardSheet: AlertState<AddContactAction> {
        AlertState(
            title: "", message: "", style: .actionSheet,
            buttons: [
                .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
            ])
    }
}
