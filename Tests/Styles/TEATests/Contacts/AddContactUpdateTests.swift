import CaseProfiles
import Models
import TestSupport
import Testing

@testable import TEA

/// The New Contact form's update, exhaustively, on the form's own state: every message, with the
/// whole change of the form and every effect it returns. It reads the list's book and never changes
/// it; the Contacts update's tests check what the form's outcomes do to the list.
@Suite("AddContactUpdate", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactUpdateTests {
    @Test("typing keeps each name as typed")
    func typing() {
        var sut = makeSUT(AddContactState())

        sut.send(.firstNameChanged(" Mia")) { $0.firstName = " Mia" }
        sut.send(.lastNameChanged("Ng ")) { $0.lastName = "Ng " }
    }

    @Test("Done saves the book with the trimmed contact under the next id; the form waits for the store")
    func doneSaves() {
        var sut = makeSUT(
            AddContactState(firstName: "  Mia ", lastName: "\tNg"), book: [Fixtures.contact(4, "Ann", "Lee")])

        sut.send(
            .doneButtonTapped,
            effects: [
                .save(ContactBook(contacts: [Fixtures.contact(4, "Ann", "Lee"), Fixtures.contact(5, "Mia", "Ng")]))
            ])
    }

    @Test("Done with a missing name shows the error and keeps the text")
    func missingName() {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "   "))

        sut.send(.doneButtonTapped) {
            $0.alert = AlertState(
                title: "Error", message: "A contact must have first and last names",
                buttons: [.init(title: "Ok", choice: .alertDismissed)])
        }
    }

    @Test("Done with a name of 101 characters shows the error and keeps the text")
    func tooLong() {
        var sut = makeSUT(AddContactState(firstName: String(repeating: "a", count: 101), lastName: "Ng"))

        sut.send(.doneButtonTapped) {
            $0.alert = AlertState(
                title: "Error", message: "A name can have at most 100 characters",
                buttons: [.init(title: "Ok", choice: .alertDismissed)])
        }
    }

    @Test("the alert's button takes the alert away and leaves the text")
    func alertDismissed() throws {
        var sut = makeSUT(
            AddContactState(
                firstName: "Mia",
                alert: AlertState(
                    title: "Error", message: "A contact must have first and last names",
                    buttons: [.init(title: "Ok", choice: .alertDismissed)])))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Ok"))) { $0.alert = nil }
    }

    @Test("a refused save keeps the form with its text and says why")
    func notSaved() {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "Ng"))

        sut.send(.saveFailed(.saveFailed(reason: "the disk is full"))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your contact was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test(
        "the outcomes are the Contacts update's to handle: the form itself changes nothing for them",
        arguments: [
            AddContactMessage.cancelButtonTapped, .saved(ContactBook(contacts: [Fixtures.contact(1, "Mia", "Ng")])),
        ])
    func outcomes(message: AddContactMessage) {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "Ng"))

        sut.send(message)
    }

    /// The form shown over a list of `book`.
    func makeSUT(
        _ form: AddContactState, book: [Contact] = []
    ) -> TestDriver<AddContactState, AddContactMessage, AddContactEffect> {
        TestDriver(form) { form, message in
            AddContactUpdate.update(&form, message, book: ContactBook(contacts: book))
        }
    }
}
