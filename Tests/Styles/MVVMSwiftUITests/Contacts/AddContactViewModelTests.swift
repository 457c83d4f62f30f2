import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

/// The New Contact view model without any view, on the model controller it shares with the list.
/// `finishes` records how often it told its presenter that its work is over.
@Suite("AddContactViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewModelTests {
    typealias Alert = AlertViewModel<AddContactAlertChoice>

    @Test(
        "a first or last name empty after trimming is refused with \"Error\" and nothing is saved",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, store, finishes) = makeSUT()

        enter(first, last, into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert
                == Alert(
                    title: "Error", message: "A contact must have first and last names", buttons: [.init(title: "Ok")]))
        #expect(finishes.count == 0)
        #expect(store.saveCount == 0)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, store, finishes) = makeSUT()

        enter(String(repeating: "a", count: 101), "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert
                == Alert(
                    title: "Error", message: "A name can have at most 100 characters", buttons: [.init(title: "Ok")]))
        #expect(finishes.count == 0)
        #expect(store.saveCount == 0)
    }

    @Test("valid names: the trimmed contact is added to the book as it is now, and the screen is finished")
    func saves() {
        let (sut, store, finishes) = makeSUT(Fixtures.contact(1, "Ann", "Lee"))

        enter("  Mia ", " Ng\n", into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts == [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")])
        #expect(finishes.count == 1)
        #expect(sut.alert == nil)
    }

    @Test("a refused save shows the reason and keeps the screen with its text")
    func failedSave() {
        let (sut, store, finishes) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert
                == Alert(
                    title: "Could not save", message: "Your contact was not saved: the disk is full",
                    buttons: [.init(title: "OK")]))
        #expect(finishes.count == 0)
        #expect([sut.firstName, sut.lastName] == ["Mia", "Ng"])
    }

    @Test("\"Cancel\" finishes the screen and saves nothing")
    func cancel() {
        let (sut, store, finishes) = makeSUT()
        enter("Mia", "Ng", into: sut)

        sut.cancelButtonTapped()

        #expect(finishes.count == 1)
        #expect(store.saveCount == 0)
    }

    // MARK: Helpers

    func enter(_ firstName: String, _ lastName: String, into sut: AddContactViewModel) {
        sut.firstNameChanged(firstName)
        sut.lastNameChanged(lastName)
    }

    func makeSUT(
        _ contacts: Contact..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewModel, store: InMemoryStore<ContactBook>, finishes: FinishSpy) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let model = ContactBookModelController(store: store)
        try? model.load()
        let finishes = FinishSpy()
        let sut = AddContactViewModel(model: model, onFinish: finishes.finished)
        for object in [sut, store, model] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, finishes)
    }
}
