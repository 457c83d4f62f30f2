import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

extension ContactListViewModelTests {
    @Test("\"Add\" presents New Contact with its own view model")
    func addPresentsNewContact() {
        let (sut, _, _) = makeSUT()
        let before = sut.newContact

        sut.addButtonTapped()

        #expect(before == nil)
        #expect(sut.newContact?.firstName == "")
    }

    @Test("a contact New Contact saves closes New Contact and shows in the list, sorted")
    func savedContactShows() throws {
        let (sut, store, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        sut.addButtonTapped()
        let newContact = try #require(sut.newContact)

        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")
        newContact.doneButtonTapped()

        #expect(sut.newContact == nil)
        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(store.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
    }

    @Test("\"Cancel\" in New Contact closes it and adds nothing")
    func cancelCloses() throws {
        let (sut, store, _) = makeSUT()
        sut.addButtonTapped()

        try #require(sut.newContact).cancelButtonTapped()

        #expect(sut.newContact == nil)
        #expect(store.saveCount == 0)
    }

    @Test("New Contact swiped down closes and is let go")
    func swipedDown() {
        let (sut, _, _) = makeSUT()
        sut.addButtonTapped()
        weak let newContact = sut.newContact

        sut.newContactDismissed()

        #expect(sut.newContact == nil)
        #expect(newContact == nil)
    }

    @Test("a contact imported while New Contact is open is kept when New Contact saves")
    func importWhileAdding() throws {
        let (sut, store, directory) = makeSUT()
        sut.importButtonTapped()
        sut.addButtonTapped()
        let newContact = try #require(sut.newContact)
        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")
        newContact.doneButtonTapped()

        #expect(sut.rows.map(\.nameText) == ["Garrett Winters", "Mia Ng"])
        #expect(store.document.contacts.map(\.fullName) == ["Garrett Winters", "Mia Ng"])
        #expect(sut.alert?.title == "Import finished")
    }
}
