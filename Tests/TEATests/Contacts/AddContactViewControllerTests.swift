import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import TEA

/// New Contact on its own: it renders the form state it is handed and sends a message for every
/// event, which a spy records. No driver and no update function are needed.
@Suite("AddContactViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewControllerTests {
    @Test(
        "is titled \"New Contact\", with the two fields and their placeholders, Cancel on the left and Done on the right"
    )
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "New Contact")
        #expect(try sut.element("contact.firstName", as: TextField.self).placeholder == "First name")
        #expect(try sut.element("contact.lastName", as: TextField.self).placeholder == "Last name")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contact.cancel")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Done")
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contact.done")
    }

    @Test("the first name field has the focus once the form is shown")
    func focus() throws {
        let (sut, _, _) = makeSUT()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
    }

    @Test("typing, Cancel and Done each send their message")
    func messages() throws {
        let (sut, messages, _) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")
        try sut.element("contact.lastName", as: TextField.self).enterText("Ng")
        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(
            messages.messages == [
                .firstNameChanged("Mia"), .lastNameChanged("Ng"), .doneButtonTapped, .cancelButtonTapped,
            ])
    }

    @Test("the fields show the form's names")
    func rendersNames() throws {
        let (sut, _, _) = makeSUT()

        sut.render(AddContactState(firstName: "Mia", lastName: "Ng"))

        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Mia")
        #expect(try sut.element("contact.lastName", as: TextField.self).text == "Ng")
    }

    @Test("the form's alert is presented over it once, and its button sends its message")
    func alert() throws {
        let (sut, messages, host) = makeSUT()
        let form = AddContactState(
            alert: .notice(
                title: "Error", message: "A contact must have first and last names", button: "Ok",
                dismissal: .alertDismissed))

        sut.render(form)
        sut.render(form)
        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(host.window.presentationWarnings.isEmpty)
        try host.tapAlertButton("Ok")

        #expect(messages.messages == [.alertDismissed])
        #expect(host.topAlert == nil)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewController, messages: MessageSpy<AddContactMessage>, host: TestWindow) {
        let messages = MessageSpy<AddContactMessage>()
        let sut = AddContactViewController(send: messages.send)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, messages, TestWindow(presenting: sut))
    }
}
