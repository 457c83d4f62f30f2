import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The New Contact view model without any view, on the model controller it shares with the list.
@Suite("AddContactViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewModelTests {
    @Test(
        "a first or last name empty after trimming is refused with \"Error\" and nothing is saved",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, store) = makeSUT()

        enter(first, last, into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(sut.isFinished == false)
        #expect(store.saveCount == 0)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, store) = makeSUT()

        enter(String(repeating: "a", count: 101), "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Error", message: "A name can have at most 100 characters", buttons: [.default("Ok")]))
        #expect(sut.isFinished == false)
        #expect(store.saveCount == 0)
    }

    @Test("\"Ok\" on an error closes the alert and keeps the screen")
    func errorDismissed() throws {
        let (sut, _) = makeSUT()
        let alerts = History(sut.$alert)

        sut.doneButtonTapped()
        try sut.$alert.choose("Ok")

        #expect(alerts.values.map(\.?.title) == [nil, "Error", nil])
        #expect(sut.isFinished == false)
    }

    @Test("valid names: the trimmed contact is added to the book as it is now, and the screen closes")
    func saves() {
        let (sut, store) = makeSUT(Fixtures.contact(1, "Ann", "Lee"))
        let finished = History(sut.$isFinished)

        enter("  Mia ", " Ng\n", into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts == [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")])
        #expect(finished.values == [false, true])
        #expect(sut.alert == nil)
    }

    @Test("a refused save shows the reason and keeps the screen")
    func failedSave() {
        let (sut, store) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your contact was not saved: the disk is full"))
        #expect(sut.isFinished == false)
    }

    @Test("\"Cancel\" closes the screen and saves nothing")
    func cancel() {
        let (sut, store) = makeSUT()

        enter("Mia", "Ng", into: sut)
        sut.cancelButtonTapped()

        #expect(sut.isFinished == true)
        #expect(store.saveCount == 0)
    }

    private func makeSUT(
        _ contacts: Contact..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewModel, store: InMemoryStore<ContactBook>) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let model = ContactBookModelController(store: store)
        try? model.load()
        let sut = AddContactViewModel(model: model)
        for object in [sut, model, store] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store)
    }

    private func enter(_ first: String, _ last: String, into sut: AddContactViewModel) {
        sut.firstNameChanged(first)
        sut.lastNameChanged(last)
    }
}
