import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIPER

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

    @Test("typing in each field reports its text as it changes; Done and Cancel are reported as taps")
    func events() throws {
        let (sut, presenter) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")
        try sut.element("contact.lastName", as: TextField.self).enterText(" Lee")
        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(
            presenter.messages == [
                .firstNameChanged("Ana"), .lastNameChanged(" Lee"), .doneButtonTapped, .cancelButtonTapped,
            ])
    }

    @Test("when the screen appears the first name field has the focus")
    func focus() throws {
        let (sut, _) = makeSUT()

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
        #expect(try sut.element("contact.lastName", as: TextField.self).isFirstResponder == false)
    }

    @Test("an alert goes over the screen with its buttons, and closing it leaves the screen and its text")
    func alert() throws {
        let (sut, _) = makeSUT()
        let host = TestWindow(presenting: sut)
        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")

        sut.showAlert(
            AlertDisplay(
                title: "Error", message: "A contact must have first and last names",
                buttons: [AlertDisplay.Button(title: "Ok")]))

        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        try host.tapAlertButton("Ok")
        #expect(host.showsModalScreen)
        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Ana")
    }

    func makeSUT(
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
