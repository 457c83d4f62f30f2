import HeadlessUI
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

    @Test("appearing, Done with the typed names, and Cancel are reported to the presenter")
    func events() throws {
        let (sut, presenter) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")
        try sut.element("contact.lastName", as: TextField.self).enterText(" Lee")

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()
        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(
            presenter.messages == [
                .viewDidAppear, .doneButtonTapped(firstName: "Ana", lastName: " Lee"), .cancelButtonTapped,
            ])
    }

    @Test("focusing puts the keyboard in the first name field")
    func focus() throws {
        let (sut, _) = makeSUT()

        sut.focusFirstNameField()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
        #expect(try sut.element("contact.lastName", as: TextField.self).isFirstResponder == false)
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
