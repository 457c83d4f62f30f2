import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension AddContactViewTests {
    @Test("a swipe down closes a form that holds only spaces, as Cancel does")
    func swipeDownEmpty() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("  ", "")

        let result = screen.window.window.presentationChain[1].performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(screen.newContact == nil)
    }

    @Test("with text typed, a swipe down is refused and asks to discard or keep editing, with no title")
    func swipeDownAsks() throws {
        let screen = makeSUT()
        screen.openNewContact()
        try screen.fill("Ada", "")

        let result = screen.window.window.presentationChain[1].performInteractiveDismissal()

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
        screen.window.window.presentationChain[1].performInteractiveDismissal()

        try screen.window.tapAlertButton("Keep Editing")
        let kept = try #require(screen.newContact).element("contact.firstName", as: TextField.self).text
        screen.window.window.presentationChain[1].performInteractiveDismissal()
        try screen.window.tapAlertButton("Discard Changes")

        #expect(kept == "Ada")
        #expect(screen.newContact == nil)
        #expect(screen.store.saveCount == 0)
    }
}
