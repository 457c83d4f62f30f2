import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The New Contact view model without any view, on the model controller it shares with the list,
/// reporting to a coordinator spy.
@Suite("AddContactViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewModelTests {
    @Test(
        "a first or last name empty after trimming is refused with \"Error\" and nothing is saved",
        arguments: [("", "Ng"), ("Mia", "\t ")])
    func missingName(first: String, last: String) {
        let (sut, store, coordinator) = makeSUT()

        enter(first, last, into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(coordinator.messages == [])
        #expect(store.saveCount == 0)
    }

    @Test("a name longer than 100 characters is refused with \"Error\"")
    func tooLong() {
        let (sut, store, coordinator) = makeSUT()

        enter(String(repeating: "a", count: 101), "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Error", message: "A name can have at most 100 characters", buttons: [.default("Ok")]))
        #expect(coordinator.messages == [])
        #expect(store.saveCount == 0)
    }

    @Test("\"Ok\" on an error closes the alert and keeps the screen")
    func errorDismissed() throws {
        let (sut, _, coordinator) = makeSUT()
        let alerts = History(sut.$alert)

        sut.doneButtonTapped()
        try sut.$alert.choose("Ok")

        #expect(alerts.values.map(\.?.title) == [nil, "Error", nil])
        #expect(coordinator.messages == [])
    }

    @Test(
        "valid names: the trimmed contact is added to the book as it is now, then the coordinator hears it is finished")
    func saves() {
        let (sut, store, coordinator) = makeSUT(Fixtures.contact(1, "Ann", "Lee"))

        enter("  Mia ", " Ng\n", into: sut)
        sut.doneButtonTapped()

        #expect(store.document.contacts == [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Mia", "Ng")])
        #expect(coordinator.messages == [.addContactFinished])
        #expect(sut.alert == nil)
    }

    @Test("a refused save shows the reason and does not finish")
    func failedSave() {
        let (sut, store, coordinator) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        enter("Mia", "Ng", into: sut)
        sut.doneButtonTapped()

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your contact was not saved: the disk is full"))
        #expect(coordinator.messages == [])
    }

    @Test("\"Cancel\" saves nothing and tells the coordinator it is finished")
    func cancel() {
        let (sut, store, coordinator) = makeSUT()

        enter("Mia", "Ng", into: sut)
        sut.cancelButtonTapped()

        #expect(coordinator.messages == [.addContactFinished])
        #expect(store.saveCount == 0)
    }

    @Test("the coordinator is held weakly: the form does not keep its flow alive")
    func coordinatorHeldWeakly() {
        let store = InMemoryStore<ContactBook>()
        var coordinator: CoordinatorSpy? = CoordinatorSpy()
        let sut = AddContactViewModel(model: ContactBookModelController(store: store), delegate: coordinator)
        trackForMemoryLeaks(sut)
        weak let released = coordinator

        coordinator = nil
        sut.cancelButtonTapped()

        #expect(released == nil)
    }

    private func makeSUT(
        _ contacts: Contact..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewModel, store: InMemoryStore<ContactBook>, coordinator: CoordinatorSpy) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        let model = ContactBookModelController(store: store)
        try? model.load()
        let coordinator = CoordinatorSpy()
        let sut = AddContactViewModel(model: model, delegate: coordinator)
        for object in [sut, model, store, coordinator] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, coordinator)
    }

    private func enter(_ first: String, _ last: String, into sut: AddContactViewModel) {
        sut.firstNameChanged(first)
        sut.lastNameChanged(last)
    }
}
