import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

extension ContactListPresenterTests {
    @Test("Add asks the view to show New Contact")
    func add() {
        let (sut, view, _) = makeSUT()

        sut.addButtonTapped()

        #expect(view.messages == [.newContact])
    }

    @Test("a contact a New Contact presenter saved is inserted as one row at its place")
    func savedContactIsInserted() {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let newContact = makeNewContact(reportingTo: sut, store: environment.contactStore)

        newContact.doneButtonTapped(firstName: "Mia", lastName: "Ng")

        #expect(view.messages == [.insertRow(1), .emptyMessage(isShown: false)])
        #expect((0..<3).map { sut.row(at: $0).name } == ["Ann Lee", "Mia Ng", "Zed Young"])
    }

    @Test("an import that finished while New Contact was open is kept when New Contact saves")
    func importThenNewContact() {
        let (sut, _, environment) = makeSUT()
        let newContact = makeNewContact(reportingTo: sut, store: environment.contactStore)
        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        newContact.doneButtonTapped(firstName: "Mia", lastName: "Ng")

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Tiger Nixon", "Mia Ng"])
        #expect((0..<2).map { sut.row(at: $0).name } == ["Mia Ng", "Tiger Nixon"])
    }

    @Test("a contact added while an import was pending is kept: the import saves on top of the current book")
    func newContactThenImport() {
        let (sut, _, environment) = makeSUT()
        let newContact = makeNewContact(reportingTo: sut, store: environment.contactStore)
        sut.importButtonTapped()

        newContact.doneButtonTapped(firstName: "Mia", lastName: "Ng")
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect((0..<2).map { sut.row(at: $0).name } == ["Mia Ng", "Tiger Nixon"])
    }

    /// A New Contact presenter as the composition root makes one for this list: same store, the
    /// list's presenter as its delegate.
    private func makeNewContact(
        reportingTo sut: ContactListPresenter, store: InMemoryStore<ContactBook>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AddContactPresenter {
        let newContact = AddContactPresenter(store: store)
        newContact.delegate = sut
        trackForMemoryLeaks(newContact, sourceLocation: sourceLocation)
        return newContact
    }
}
