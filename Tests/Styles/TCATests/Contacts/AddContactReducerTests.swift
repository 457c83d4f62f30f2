import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// New Contact's reducer on its own: the form's state, its save through the store, and the delegate
/// actions that tell the presenting feature how it ended.
@Suite("AddContactReducer", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactReducerTests {
    @Test("typing keeps each name as typed")
    func typing() {
        let (store, _) = makeSUT()

        store.send(.firstNameChanged(" Mia")) { $0.firstName = " Mia" }
        store.send(.lastNameChanged("Ng ")) { $0.lastName = "Ng " }
    }

    @Test("Done saves the book with the trimmed contact under the next id, then tells the parent it was saved")
    func doneSaves() {
        let (store, contactStore) = makeSUT(
            AddContactState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]), firstName: " Mia ", lastName: "Ng"))

        store.send(.doneButtonTapped)
        store.receive(
            .saveResponse(
                .success(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")]))))
        store.receive(
            .delegate(
                .saved(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")]))))

        #expect(
            contactStore.document
                == ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")]))
    }

    @Test("Done with a missing name shows the error and keeps the text")
    func missingName() {
        let (store, contactStore) = makeSUT(AddContactState(firstName: "Mia", lastName: "  "))

        store.send(.doneButtonTapped) {
            $0.alert = AlertState(
                title: "Error", message: "A contact must have first and last names",
                buttons: [.init(title: "Ok", choice: .alertDismissed)])
        }

        #expect(contactStore.saveCount == 0)
    }

    @Test("Done with a name of 101 characters shows the error and keeps the text")
    func tooLongName() {
        let (store, contactStore) = makeSUT(
            AddContactState(firstName: String(repeating: "a", count: 101), lastName: "Ng"))

        store.send(.doneButtonTapped) {
            $0.alert = AlertState(
                title: "Error", message: "A name can have at most 100 characters",
                buttons: [.init(title: "Ok", choice: .alertDismissed)])
        }

        #expect(contactStore.saveCount == 0)
    }

    @Test("the alert's button takes the alert away and leaves the text")
    func alertDismissed() throws {
        let (store, _) = makeSUT(
            AddContactState(
                firstName: "Mia",
                alert: AlertState(
                    title: "Error", message: "A contact must have first and last names",
                    buttons: [.init(title: "Ok", choice: .alertDismissed)])))

        store.send(try #require(store.state.alert?.choice(ofButton: "Ok"))) { $0.alert = nil }
    }

    @Test("a refused save keeps the form with its text and says why")
    func saveRefused() {
        let (store, contactStore) = makeSUT(AddContactState(firstName: "Mia", lastName: "Ng"))
        contactStore.failNextSave(reason: "the disk is full")

        store.send(.doneButtonTapped)
        store.receive(.saveResponse(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your contact was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("Cancel tells the parent the form was cancelled and changes nothing of its own")
    func cancel() {
        let (store, contactStore) = makeSUT(AddContactState(firstName: "Mia"))

        store.send(.cancelButtonTapped)
        store.receive(.delegate(.cancelled))

        #expect(contactStore.saveCount == 0)
    }

    // MARK: Helpers

    func makeSUT(
        _ state: AddContactState = AddContactState(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TestStore<AddContactReducer>, InMemoryStore<ContactBook>) {
        let contactStore = InMemoryStore(state.book)
        let store = TestStore(
            initialState: state, reducer: AddContactReducer(store: contactStore), sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(contactStore, sourceLocation: sourceLocation)
        return (store, contactStore)
    }
}
