import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

/// What lives only in the New Contact view: checking the names, telling a refused save, closing
/// once the model has the contact. It is shown as the app shows it, in a sheet over the list.
@Suite("AddContactView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewTests {
    @Test("it opens with the first name focused, Cancel on the left and Done on the right")
    func opens() throws {
        let screen = makeSUT()

        screen.openNewContact()

        let form = try #require(screen.newContact)
        #expect(form.title == "New Contact")
        #expect(try form.element("contact.firstName", as: TextField.self).isFirstResponder)
        #expect(form.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(form.navigationItem.rightBarButtonItem?.title == "Done")
    }

    @Test("a missing name is explained and the form stays with its text")
    func missingName() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "  ")

        screen.tapDone()

        #expect(
            try screen.window.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(screen.store.saveCount == 0)
    }

    @Test("a name over 100 characters is explained")
    func nameTooLong() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill(String(repeating: "a", count: 101), "Lee")

        screen.tapDone()

        #expect(try screen.window.alert().message == "A name can have at most 100 characters")
    }

    @Test("valid names are saved trimmed, the sheet closes and the list shows the contact")
    func saves() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill(" Ada ", " Lovelace ")

        screen.tapDone()

        #expect(screen.newContact == nil)
        #expect(screen.store.document.contacts == [Fixtures.contact(1, "Ada", "Lovelace")])
        #expect(try screen.rowNames() == ["Ada Lovelace"])
    }

    @Test("a refused save is told and New Contact stays open")
    func saveRefused() throws {
        let screen = makeSUT()
        screen.store.failNextSave(reason: "the disk is full")
        screen.openNewContact()
        try screen.fill("Ada", "Lovelace")

        screen.tapDone()

        #expect(try screen.window.alert() == .ok("Could not save", "Your contact was not saved: the disk is full"))
        try screen.window.tapAlertButton("OK")
        #expect(screen.newContact?.title == "New Contact")
    }

    @Test("Cancel closes the sheet and saves nothing, even with names typed")
    func cancel() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "Lovelace")

        screen.newContact?.navigationItem.leftBarButtonItem?.tap()

        #expect(screen.newContact == nil)
        #expect(screen.store.saveCount == 0)
    }

    func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> ContactsScreen {
        let screen = ContactsScreen()
        for object in screen.objects {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return screen
    }
}
