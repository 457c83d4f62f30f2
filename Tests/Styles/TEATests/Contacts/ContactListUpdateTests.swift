import CaseProfiles
import Models
import TestSupport
import Testing

@testable import TEA

/// The Contacts update function, exhaustively: every message, with the whole change of the state and
/// every effect it returns. No view, no store, no directory: effects are values, and their answers
/// are sent back as messages.
@Suite("ContactListUpdate", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListUpdateTests {
    // MARK: Loading

    @Test("the screen's loading asks for the stored book and changes nothing yet")
    func viewLoaded() {
        var sut = makeSUT()

        sut.send(.viewDidLoad, effects: [.load])
    }

    @Test("the loaded book becomes the state's book")
    func loadFinished() {
        var sut = makeSUT()

        sut.send(.loadFinished(.success(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))) {
            $0.book = ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])
        }
    }

    @Test("unreadable stored contacts: the book stays empty and the alert waits for the first appearance, once")
    func unreadableLoad() throws {
        var sut = makeSUT()

        sut.send(.loadFinished(.failure(.unreadable(keptAs: "contacts.unreadable-1.json")))) {
            $0.pendingLoadFailure = .unreadable(keptAs: "contacts.unreadable-1.json")
        }
        sut.send(.viewDidAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load contacts",
                message: "Your saved contacts could not be read and were kept in contacts.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
        sut.send(try #require(sut.state.alert?.choice(ofButton: "OK"))) { $0.alert = nil }
        sut.send(.viewDidAppear)
    }

    @Test("appearing after a good load changes nothing")
    func appearingAfterGoodLoad() {
        var sut = makeSUT(ContactListState())

        sut.send(.viewDidAppear)
    }

    // MARK: Helpers

    func makeSUT(
        _ state: ContactListState = ContactListState()
    ) -> TestDriver<ContactListState, ContactListMessage, ContactListEffect> {
        TestDriver(state, update: ContactListUpdate.update)
    }
}
