import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension AddContactViewControllerTests {
    @Test("swiping the sheet down closes it and reports swipedDown to the presenter")
    func swipedDown() throws {
        let (sut, presenter) = makeSUT()
        let host = TestWindow(presenting: sut)
        let sheet = try #require(sut.navigationController)

        let result = sheet.performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(host.showsModalScreen == false)
        #expect(presenter.messages == [.swipedDown])
    }

    @Test("while the presenter keeps the screen modal in presentation, a swipe down is refused and reported")
    func refused() throws {
        let (sut, presenter) = makeSUT()
        let host = TestWindow(presenting: sut)
        let sheet = try #require(sut.navigationController)

        sut.displayModalInPresentation(true)
        let result = sheet.performInteractiveDismissal()

        #expect(result == .refused)
        #expect(host.showsModalScreen)
        #expect(presenter.messages == [.swipeDownRefused])
    }

    @Test("the action sheet goes over the form; Keep Editing leaves text and focus, Discard Changes reports its choice")
    func discardChangesSheet() throws {
        let (sut, presenter) = makeSUT()
        let host = TestWindow(presenting: sut)
        let firstName = try sut.element("contact.firstName", as: TextField.self)
        firstName.enterText("Ana")
        let sheet = AlertDisplay<AddContactAlertChoice>(
            title: "", message: "", style: .actionSheet,
            buttons: [
                AlertDisplay.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                AlertDisplay.Button(title: "Keep Editing", role: .cancel),
            ])

        sut.showAlert(sheet)
        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "", message: "",
                    buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")]))
        try host.tapAlertButton("Keep Editing")
        #expect(host.showsModalScreen)
        #expect(firstName.text == "Ana")
        #expect(firstName.isFirstResponder)
        sut.showAlert(sheet)
        try host.tapAlertButton("Discard Changes")

        #expect(
            presenter.messages.filter { if case .alertButtonTapped = $0 { true } else { false } } == [
                .alertButtonTapped(.discardChanges)
            ])
    }
}
