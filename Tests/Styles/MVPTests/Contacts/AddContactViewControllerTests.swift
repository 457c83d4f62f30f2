import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The passive New Contact view with a presenter spy.
@MainActor
@Suite("AddContactViewController", .checkingForLeaks, .profilingEachCase)
struct AddContactViewControllerTests {
    @Test("the screen has two name fields, Cancel on the left and Done on the right")
    func layout() throws {
        let (sut, _) = makeSUT()

        #expect(sut.title == "New Contact")
        #expect(try sut.element("contact.firstName", as: TextField.self).placeholder == "First name")
        #expect(try sut.element("contact.lastName", as: TextField.self).placeholder == "Last name")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contact.cancel")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Done")
        #expect(sut.navigationItem.rightBarButtonItem?.style == .done)
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contact.done")
    }

    @Test("each field reports its text as it is typed, to its own input; Done and Cancel are reported")
    func events() throws {
        let (sut, presenter) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")
        try sut.element("contact.lastName", as: TextField.self).enterText(" Lee")
        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(
            presenter.messages.unordered == [
                .firstNameChanged("Ana"), .lastNameChanged(" Lee"), .doneButtonTapped, .cancelButtonTapped,
            ])
    }

    @Test("on appearing the first name field gets the focus")
    func focus() throws {
        let (sut, _) = makeSUT()

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
        #expect(try sut.element("contact.lastName", as: TextField.self).isFirstResponder == false)
    }

    @Test("an alert shows over the form, which keeps its text; closing dismisses the form")
    func alertAndClose() throws {
        let (sut, _) = makeSUT()
        let window = TestWindow(presenting: sut)
        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")

        sut.showAlert(notice("Error", "A contact must have first and last names", button: "Ok"))
        let shown = try window.alert()
        try window.tapAlertButton("Ok")
        let stayed = window.showsModalScreen
        sut.close()

        #expect(
            shown
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(stayed)
        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Ana")
        #expect(window.showsModalScreen == false)
    }

    @Test("a swipe down on the sheet reaches the presenter: refused while the screen is told it is modal, else closing")
    func swipeDown() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(presenting: sut)
        let sheet = try #require(sut.navigationController)

        sut.setModalInPresentation(true)
        let refused = sheet.performInteractiveDismissal()
        sut.setModalInPresentation(false)
        let closed = sheet.performInteractiveDismissal()

        #expect(refused == .refused)
        #expect(closed == .dismissed)
        #expect(presenter.messages == [.swipeDownRefused, .swipedDown])
        #expect(window.showsModalScreen == false)
    }

    @Test("an action sheet shows over the form; a button's choice is reported, a button without one only closes")
    func actionSheetChoices() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(presenting: sut)
        let sheet = AlertDisplay<AddContactAlertChoice>(
            title: "", message: "", style: .actionSheet,
            buttons: [
                .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                .init(title: "Keep Editing", role: .cancel),
            ])

        sut.showAlert(sheet)
        let shown = try window.alert()
        try window.tapAlertButton("Keep Editing")
        sut.showAlert(sheet)
        try window.tapAlertButton("Discard Changes")

        #expect(
            shown
                == AlertSnapshot(
                    kind: .actionSheet, title: "", message: "",
                    buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")]))
        #expect(presenter.messages == [.alertButtonTapped(.discardChanges)])
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactViewController, AddContactPresenterSpy) {
        let presenter = AddContactPresenterSpy()
        let sut = AddContactViewController(presenter: presenter)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(presenter, sourceLocation: sourceLocation)
        _ = sut.view
        return (sut, presenter)
    }
}
