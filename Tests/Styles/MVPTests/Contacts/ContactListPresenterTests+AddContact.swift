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

    @Test("a contact New Contact hands over is saved, and inserted as one row at its place")
    func addedContactIsInserted() throws {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])

        try sut.addContact(named: name("Mia", "Ng"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
        #expect(view.messages.unordered == [.insertRow(1), .emptyMessage(isShown: false)])
        #expect((0..<3).map { sut.row(at: $0).nameText } == ["Ann Lee", "Mia Ng", "Zed Young"])
    }

    @Test("a refused save is thrown back to New Contact; the book and the rows stay as they were")
    func addRefused() {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        environment.contactStore.failNextSave(reason: "the disk is full")

        #expect(throws: StoreError.saveFailed(reason: "the disk is full")) {
            try sut.addContact(named: name("Mia", "Ng"))
        }
        #expect(view.messages.isEmpty)
        #expect(sut.numberOfRows == 1)
    }

    @Test("an import that finished while New Contact was open is kept when New Contact adds")
    func importThenNewContact() throws {
        let (sut, _, environment) = makeSUT()
        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        try sut.addContact(named: name("Mia", "Ng"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Tiger Nixon", "Mia Ng"])
        #expect((0..<2).map { sut.row(at: $0).nameText } == ["Mia Ng", "Tiger Nixon"])
    }

    @Test("a contact added while an import was pending is kept: the import saves on top of the current book")
    func newContactThenImport() throws {
        let (sut, _, environment) = makeSUT()
        sut.importButtonTapped()

        try sut.addContact(named: name("Mia", "Ng"))
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect((0..<2).map { sut.row(at: $0).nameText } == ["Mia Ng", "Tiger Nixon"])
    }

    /// A valid name, as New Contact hands one over.
    private func name(_ first: String, _ last: String) throws -> ContactName {
        try ContactName.validate(firstName: first, lastName: last).get()
    }
}
