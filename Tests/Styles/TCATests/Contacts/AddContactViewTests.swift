import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// What lives only in the New Contact view: its layout and focus, the fields and buttons reaching
/// the store as actions, and the sheet's swipe down. It is shown as the app shows it, in a sheet over the
/// list.
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
        #expect(try form.element("contact.firstName", as: TextField.self).placeholder == "First name")
        #expect(try form.element("contact.lastName", as: TextField.self).placeholder == "Last name")
        #expect(form.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(form.navigationItem.rightBarButtonItem?.title == "Done")
        #expect(form.navigationItem.rightBarButtonItem?.style == .done)
    }

    @Test("typed names and Done reach the store; once saved, the sheet closes and the list shows the row")
    func doneSavesAndCloses() throws {
        let screen = makeSUT([Fixtures.contact(1, "Zed", "Young")])
        screen.openNewContact()
        try screen.fill("Mia", "Ng")

        screen.tapDone()

        #expect(screen.newContact == nil)
        #expect(try screen.rowNames() == ["Mia Ng", "Zed Young"])
        #expect(screen.store.document.contacts.map(\.fullName) == ["Zed Young", "Mia Ng"])
    }

    @Test("the form's error shows over the sheet, which stays with its text")
    func errorShown() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "  ")

        screen.tapDone()

        #expect(
            try screen.window.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(try #require(screen.newContact).element("contact.firstName", as: TextField.self).text == "Ada")
    }

    @Test("Cancel closes the sheet and saves nothing")
    func cancelCloses() {
        let screen = makeSUT()
        screen.openNewContact()

        screen.newContact?.navigationItem.leftBarButtonItem?.tap()

        #expect(screen.newContact == nil)
        #expect(screen.store.saveCount == 0)
    }

    @Test("a swipe down closes a form that holds only spaces, and the list's state lets it go; it opens again")
    func swipeDownEmpty() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("  ", "")

        let result = screen.swipeDownNewContact()
        let heldAfterSwipe = screen.feature.state.addContact
        screen.openNewContact()

        #expect(result == .dismissed)
        #expect(heldAfterSwipe == nil)
        #expect(try #require(screen.newContact).element("contact.firstName", as: TextField.self).text == "")
    }

    @Test("with text typed, a swipe down is refused and the form's action sheet asks, with no title")
    func swipeDownAsks() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "")

        let result = screen.swipeDownNewContact()

        #expect(result == .refused)
        #expect(
            try screen.window.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "", message: "",
                    buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")]))
    }

    @Test("Keep Editing leaves the form as it was; Discard Changes closes it and saves nothing")
    func keepThenDiscard() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "")
        screen.swipeDownNewContact()

        try screen.window.tapAlertButton("Keep Editing")
        let kept = try #require(screen.newContact).element("contact.firstName", as: TextField.self).text
        screen.swipeDownNewContact()
        try screen.window.tapAlertButton("Discard Changes")

        #expect(kept == "Ada")
        #expect(screen.newContact == nil)
        #expect(screen.store.saveCount == 0)
    }

    private func makeSUT(_ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation)
        -> ContactsScreen
    {
        let screen = ContactsScreen(contacts: contacts)
        for object in screen.objects {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return screen
    }
}
