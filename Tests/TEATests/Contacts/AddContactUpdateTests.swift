import Models
import TestSupport
import Testing

@testable import TEA

/// The New Contact form's messages, exhaustively, on the whole Contacts state they change. (The
/// list's update hands them on, and its tests check the saved contact's way into the list.)
@Suite("AddContactUpdate", .profilingEachCase)
@MainActor
struct AddContactUpdateTests {
    @Test("typing keeps each name as typed")
    func typing() {
        var sut = makeSUT(AddContactState())

        sut.send(.firstNameChanged(" Mia")) { $0.newContact?.firstName = " Mia" }
        sut.send(.lastNameChanged("Ng ")) { $0.newContact?.lastName = "Ng " }
    }

    @Test("\"Cancel\" takes the form out of the state, which closes it, and saves nothing")
    func cancel() {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "Ng"))

        sut.send(.cancelButtonTapped) { $0.newContact = nil }
    }

    @Test("Done saves the book with the trimmed contact, the next id; the form stays until the store answers")
    func doneSaves() {
        var sut = makeSUT(
            AddContactState(firstName: "  Mia ", lastName: "\tNg"), book: [Fixtures.contact(4, "Ann", "Lee")])

        sut.send(
            .doneButtonTapped,
            effects: [
                .saveContact(
                    ContactBook(contacts: [Fixtures.contact(4, "Ann", "Lee"), Fixtures.contact(5, "Mia", "Ng")]),
                    Fixtures.contact(5, "Mia", "Ng"))
            ])
    }

    @Test("Done with a missing name shows the error and keeps the text")
    func missingName() {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "   "))

        sut.send(.doneButtonTapped) {
            $0.newContact?.alert = AlertState(
                title: "Error", message: "A contact must have first and last names",
                buttons: [.init("Ok", action: .alertDismissed)])
        }
    }

    @Test("Done with a name of 101 characters shows the error and keeps the text")
    func tooLong() {
        var sut = makeSUT(AddContactState(firstName: String(repeating: "a", count: 101), lastName: "Ng"))

        sut.send(.doneButtonTapped) {
            $0.newContact?.alert = AlertState(
                title: "Error", message: "A name can have at most 100 characters",
                buttons: [.init("Ok", action: .alertDismissed)])
        }
    }

    @Test("the alert's button takes the form's alert away and leaves the text")
    func alertDismissed() {
        var sut = makeSUT(
            AddContactState(
                firstName: "Mia",
                alert: .notice(
                    title: "Error", message: "A contact must have first and last names", button: "Ok",
                    dismissal: .alertDismissed)))

        sut.send(.alertDismissed) { $0.newContact?.alert = nil }
    }

    @Test("a refused save keeps the form open with its text and says why")
    func notSaved() {
        var sut = makeSUT(AddContactState(firstName: "Mia", lastName: "Ng"))

        sut.send(
            .saveFinished(.failure(.saveFailed(reason: "the disk is full")), contact: Fixtures.contact(1, "Mia", "Ng"))
        ) {
            $0.newContact?.alert = AlertState(
                title: "Could not save", message: "Your contact was not saved: the disk is full",
                buttons: [.init("OK", action: .alertDismissed)])
        }
    }

    @Test(
        "a form message when no form is shown (a late tap) changes nothing",
        arguments: [
            AddContactMessage.firstNameChanged("Mia"), .lastNameChanged("Ng"), .doneButtonTapped, .alertDismissed,
            .cancelButtonTapped,
        ])
    func noForm(message: AddContactMessage) {
        var sut = TestDriver(ContactListState(), update: AddContactUpdate.update)

        sut.send(message)
    }

    /// The Contacts state with the form shown over a list of `book`.
    private func makeSUT(
        _ form: AddContactState, book: [Contact] = []
    ) -> TestDriver<ContactListState, AddContactMessage, ContactListEffect> {
        TestDriver(
            ContactListState(book: ContactBook(contacts: book), bookRevision: 1, newContact: form),
            update: AddContactUpdate.update)
    }
}
