import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

extension ContactListViewModelTests {
    @Test("\"Add\" shows New Contact once, and a view that observes later is not sent it again")
    func addShowsNewContact() {
        let (sut, _, _) = makeSUT()
        let newContact = TestObserver<any AddContactViewModelType>()
        let lateObserver = TestObserver<any AddContactViewModelType>()
        sut.outputs.showNewContact.observe(newContact.observer)

        sut.inputs.addButtonTapped()
        sut.outputs.showNewContact.observe(lateObserver.observer)

        #expect(newContact.values.count == 1)
        #expect(lateObserver.values.isEmpty)
    }

    @Test("a contact saved on the New Contact it shows is inserted in the list as one row at its place")
    func savedContactIsInserted() throws {
        let (sut, _, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let rows = TestObserver<ContactListViewModel.Rows>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)
        let newContact = try showNewContact(from: sut)

        newContact.inputs.firstNameChanged("Mia")
        newContact.inputs.lastNameChanged("Ng")
        newContact.inputs.doneButtonTapped()

        #expect(rows.values.map(\.change) == [.reloaded, .inserted(at: 1)])
        #expect(rows.lastValue?.map(\.nameText) == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(emptyLabelHidden.values == [true, true])
    }

    @Test("a refused new contact is New Contact's to report: the list shows no alert")
    func refusedContactIsNotTheListsAlert() throws {
        let (sut, _, environment) = makeSUT()
        let rows = TestObserver<ContactListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        let newContact = try showNewContact(from: sut)
        environment.contactStore.failNextSave(reason: "the disk is full")

        newContact.inputs.firstNameChanged("Mia")
        newContact.inputs.lastNameChanged("Ng")
        newContact.inputs.doneButtonTapped()

        #expect(alerts.values.isEmpty)
        #expect(rows.values.map(\.count) == [0])
    }

    @Test("a contact added while an import was pending keeps both: the import saves on top of the current book")
    func importAfterNewContact() throws {
        let (sut, _, environment) = makeSUT()
        let rows = TestObserver<ContactListViewModel.Rows>()
        sut.outputs.rows.observe(rows.observer)
        let newContact = try showNewContact(from: sut)
        sut.inputs.importButtonTapped()

        newContact.inputs.firstNameChanged("Mia")
        newContact.inputs.lastNameChanged("Ng")
        newContact.inputs.doneButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Mia Ng"], ["Mia Ng", "Tiger Nixon"]])
    }

    /// Taps "Add" and returns the New Contact view model the list sends, kept alive as its screen would.
    private func showNewContact(
        from sut: any ContactListViewModelType, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> any AddContactViewModelType {
        let shown = TestObserver<any AddContactViewModelType>()
        sut.outputs.showNewContact.observe(shown.observer)
        sut.inputs.addButtonTapped()
        let newContact = try #require(shown.lastValue, sourceLocation: sourceLocation)
        trackForMemoryLeaks(newContact, sourceLocation: sourceLocation)
        return newContact
    }
}
