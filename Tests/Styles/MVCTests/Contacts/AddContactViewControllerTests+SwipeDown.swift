import TestAids
import TestSupport
import Testing

@testable import MVC

extension AddContactViewControllerTests {
    @Test(
        "with text in either field a swipe down is refused and an action sheet asks to discard or keep editing",
        arguments: [("Ada", ""), ("", " Lovelace")])
    func refusesWithText(firstName: String, lastName: String) throws {
        let (screen, store, _) = makeSUT()
        try screen.firstNameField().enterText(firstName)
        try screen.lastNameField().enterText(lastName)

        let result = try screen.swipeDown()

        #expect(result == .refused)
        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "", message: "",
                    buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")]))
        #expect(screen.host.showsModalScreen)
        #expect(store.saveCount == 0)
    }

    @Test("with names of only spaces, or text typed then erased, a swipe down closes the screen and saves nothing")
    func closesWhenEmpty() throws {
        let (screen, store, list) = makeSUT()
        try screen.firstNameField().enterText("Ada")
        try screen.firstNameField().enterText(" ")
        try screen.lastNameField().enterText("\n\t")

        let result = try screen.swipeDown()

        #expect(result == .dismissed)
        #expect(screen.host.showsModalScreen == false)
        #expect(screen.host.topAlert == nil)
        #expect(store.saveCount == 0)
        #expect(list.changes.contains(.inserted(at: 0)) == false)
    }

    @Test("\"Discard Changes\" closes the screen and saves nothing")
    func discard() throws {
        let (screen, store, list) = makeSUT()
        try screen.firstNameField().enterText("Ada")
        try screen.swipeDown()

        try screen.host.tapAlertButton("Discard Changes")

        #expect(screen.host.showsModalScreen == false)
        #expect(screen.host.topAlert == nil)
        #expect(store.saveCount == 0)
        #expect(list.changes.contains(.inserted(at: 0)) == false)
    }

    @Test("\"Keep Editing\" leaves the form as it was, text and focus included, and Done still saves")
    func keepEditing() throws {
        let (screen, store, _) = makeSUT()
        try screen.firstNameField().enterText("Ada")
        try screen.lastNameField().enterText("Lovelace")
        try screen.swipeDown()

        try screen.host.tapAlertButton("Keep Editing")

        #expect(screen.host.topAlert == nil)
        #expect(screen.host.showsModalScreen)
        #expect(try screen.texts() == ["Ada", "Lovelace"])
        #expect(try screen.firstNameField().isFirstResponder)
        try screen.doneButton().tap()
        #expect(store.document.contacts.map(\.fullName) == ["Ada Lovelace"])
    }
}
