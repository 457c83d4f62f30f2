import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The New Contact view model without any view, through its inputs and outputs only, on the model
/// controller it shares with the list.
@Suite("AddContactViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewModelTests {
    @Test(
        "a first or last name empty after trimming is refused with \"Error\" and nothing is saved",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)

        enter(first, last, into: sut)
        sut.inputs.doneButtonTapped()

        #expect(
            alerts.values == [
                AlertViewModel(
                    title: "Error", message: "A contact must have first and last names", buttons: [.init(title: "Ok")])
            ])
        #expect(dismiss.values.isEmpty)
        #expect(store.saveCount == 0)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)

        enter(String(repeating: "a", count: 101), "Ng", into: sut)
        sut.inputs.doneButtonTapped()

        #expect(
            alerts.values == [
                AlertViewModel(
                    title: "Error", message: "A name can have at most 100 characters", buttons: [.init(title: "Ok")])
            ])
        #expect(dismiss.values.isEmpty)
        #expect(store.saveCount == 0)
    }

    @Test("valid names: the trimmed contact is added to the book as it is now, and the screen is dismissed")
    func saves() {
        let (sut, store) = makeSUT(Fixtures.contact(1, "Ann", "Lee"))
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)

        enter("  Mia ", " Ng\n", into: sut)
        sut.inputs.doneButtonTapped()

        #expect(store.document.contacts == [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")])
        #expect(dismiss.values.count == 1)
        #expect(alerts.values.isEmpty)
    }

    @Test("a refused save shows the reason and keeps the screen")
    func failedSave() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)
        store.failNextSave(reason: "the disk is full")

        enter("Mia", "Ng", into: sut)
        sut.inputs.doneButtonTapped()

        #expect(
            alerts.values == [
                AlertViewModel(
                    title: "Could not save", message: "Your contact was not saved: the disk is full",
                    buttons: [.init(title: "OK")])
            ])
        #expect(dismiss.values.isEmpty)
    }

    @Test("\"Cancel\" dismisses the screen and saves nothing")
    func cancel() {
        let (sut, store) = makeSUT()
        let dismiss = TestObserver<Void>()
        sut.outputs.dismiss.observe(dismiss.observer)

        enter("Mia", "Ng", into: sut)
        sut.inputs.cancelButtonTapped()

        #expect(dismiss.values.count == 1)
        #expect(store.saveCount == 0)
    }

    func makeSUT(
        _ contacts: Contact..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: any AddContactViewModelType, store: InMemoryStore<ContactBook>) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let model = ContactBookModelController(store: store)
        try? model.load()
        let sut = AddContactViewModel(model: model)
        for object in [sut, model, store] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store)
    }

    func enter(_ first: String, _ last: String, into sut: any AddContactViewModelType) {
        sut.inputs.firstNameChanged(first)
        sut.inputs.lastNameChanged(last)
    }
}
