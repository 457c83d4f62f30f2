import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// The Contacts reducer, exhaustively: every action with the whole change of the state, every action
/// its effects feed back, over an in-memory store and the directory stub. New Contact runs inside it
/// as a child feature. No view.
@Suite("ContactListReducer", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListReducerTests {
    @Test("launching loads the stored book into the state")
    func launched() {
        let (store, _, _) = makeSUT(stored: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]))

        store.send(.launched)
        store.receive(.loadResponse(.success(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))) {
            $0.book = ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])
        }
    }

    @Test("unreadable stored contacts: the book stays empty and the alert waits for the first appearance, once")
    func unreadableLoad() throws {
        let (store, contactStore, _) = makeSUT()
        contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        store.send(.launched)
        store.receive(.loadResponse(.failure(.unreadable(keptAs: "contacts.unreadable-1.json")))) {
            $0.pendingLoadFailure = .unreadable(keptAs: "contacts.unreadable-1.json")
        }
        store.send(.onAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load contacts",
                message: "Your saved contacts could not be read and were kept in contacts.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
        store.send(try #require(store.state.alert?.choice(ofButton: "OK"))) { $0.alert = nil }
        store.send(.onAppear)
    }

    @Test("appearing after a good load changes nothing")
    func appearingAfterGoodLoad() {
        let (store, _, _) = makeSUT(ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))

        store.send(.onAppear)
    }

    // MARK: Helpers

    func makeSUT(
        _ state: ContactListState = ContactListState(), stored: ContactBook? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TestStore<ContactListReducer>, InMemoryStore<ContactBook>, EmployeeDirectoryStub) {
        let contactStore = InMemoryStore(stored ?? state.book)
        let directory = EmployeeDirectoryStub()
        let store = TestStore(
            initialState: state, reducer: ContactListReducer(store: contactStore, directory: directory),
            sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(contactStore, sourceLocation: sourceLocation)
        trackForMemoryLeaks(directory, sourceLocation: sourceLocation)
        return (store, contactStore, directory)
    }
}
