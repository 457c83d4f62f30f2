import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension ContactListViewModelTests {
    @Test("\"Add\" tells the coordinator the user wants New Contact, once, and opens nothing itself")
    func addTellsTheCoordinator() {
        let (sut, _, _, coordinator) = makeSUT()

        sut.addButtonTapped()

        #expect(coordinator.messages == [.wantsNewContact])
    }

    @Test("the coordinator is held weakly: the list does not keep its flow alive")
    func coordinatorHeldWeakly() {
        let environment = TestEnvironment()
        var coordinator: CoordinatorSpy? = CoordinatorSpy()
        let sut = ContactListViewModel(
            model: ContactBookModelController(store: environment.contactStore), directory: environment.directory,
            delegate: coordinator)
        trackForMemoryLeaks(sut)
        weak let released = coordinator

        coordinator = nil
        sut.addButtonTapped()

        #expect(released == nil)
    }

    @Test("a contact saved by a New Contact view model on the same model is inserted as one row at its place")
    func savedContactIsInserted() {
        let (sut, model, _, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let rows = History(sut.$rows)

        addContact("Mia", "Ng", on: model)

        #expect(rows.values.map(\.change) == [.reloaded, .inserted(at: 1)])
        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(sut.isEmptyLabelHidden == true)
    }

    @Test("a refused new contact is New Contact's to report: the list shows no alert")
    func refusedContactIsNotTheListsAlert() {
        let (sut, model, environment, _) = makeSUT()
        environment.contactStore.failNextSave(reason: "the disk is full")

        addContact("Mia", "Ng", on: model)

        #expect(sut.alert == nil)
        #expect(sut.rows.isEmpty)
    }

    @Test("a contact added while an import was pending keeps both: the import saves on top of the current book")
    func importAfterNewContact() {
        let (sut, model, environment, _) = makeSUT()
        sut.importButtonTapped()

        addContact("Mia", "Ng", on: model)
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect(sut.rows.map(\.nameText) == ["Mia Ng", "Tiger Nixon"])
    }

    /// Fills in and confirms a New Contact view model on `model`, as the form would.
    private func addContact(
        _ firstName: String, _ lastName: String, on model: ContactBookModelController,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let newContact = AddContactViewModel(model: model, delegate: nil)
        trackForMemoryLeaks(newContact, sourceLocation: sourceLocation)
        newContact.firstNameChanged(firstName)
        newContact.lastNameChanged(lastName)
        newContact.doneButtonTapped()
    }
}
