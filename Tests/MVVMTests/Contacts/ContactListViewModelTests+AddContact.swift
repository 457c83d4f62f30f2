import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

extension ContactListViewModelTests {
    @Test("\"Add\" asks to go to New Contact, once, and the request is not repeated to a later observer")
    func addAsksForNewContact() {
        let (sut, _, _) = makeSUT()
        let routes = History(sut.$route)

        sut.addButtonTapped()

        #expect(routes.values == [nil, .newContact, nil])
        #expect(sut.route == nil)
    }

    @Test("a contact saved by a New Contact view model on the same model is inserted as one row at its place")
    func savedContactIsInserted() {
        let (sut, model, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let rows = History(sut.$rows)
        let newContact = AddContactViewModel(model: model)
        trackForMemoryLeaks(newContact)

        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")
        newContact.doneButtonTapped()

        #expect(rows.values.map(\.change) == [.reloaded, .inserted(at: 1)])
        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(sut.isEmptyLabelHidden == true)
    }

    @Test("a refused new contact is New Contact's to report: the list shows no alert")
    func refusedContactIsNotTheListsAlert() {
        let (sut, model, environment) = makeSUT()
        let newContact = AddContactViewModel(model: model)
        trackForMemoryLeaks(newContact)
        environment.contactStore.failNextSave(reason: "the disk is full")

        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")
        newContact.doneButtonTapped()

        #expect(sut.alert == nil)
        #expect(sut.rows.isEmpty)
    }

    @Test("a contact added while an import was pending keeps both: the import saves on top of the current book")
    func importAfterNewContact() {
        let (sut, model, environment) = makeSUT()
        let newContact = AddContactViewModel(model: model)
        trackForMemoryLeaks(newContact)
        sut.importButtonTapped()

        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")
        newContact.doneButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect(sut.rows.map(\.nameText) == ["Mia Ng", "Tiger Nixon"])
    }
}
