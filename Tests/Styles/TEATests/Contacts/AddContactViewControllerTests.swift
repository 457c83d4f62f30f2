import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import TEA

/// New Contact on its own: it applies the view it is handed and sends a message for every event,
/// which a spy records. No driver and no update function are needed.
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

    @Test("the fields show the view's names")
    func appliesNames() throws {
        let (sut, _, _) = makeSUT()

        sut.apply(AddContactView(firstNameText: "Mia", lastNameText: "Ng", isModalInPresentation: true, alert: nil))

        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Mia")
        #expect(try sut.element("contact.lastName", as: TextField.self).text == "Ng")
    }

    @Test("the view's alert is presented over it once, and its button sends its choice")
    func alert() throws {
        let (sut, messages, host) = makeSUT()
        let view = AddContactView(
            firstNameText: "", lastNameText: "", isModalInPresentation: false,
            alert: AlertState(
                title: "Error", message: "A contact must have first and last names",
                buttons: [.init(title: "Ok", choice: .alertDismissed)]))

        sut.apply(view)
        sut.apply(view)
        #expect(
            try host.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        #expect(host.window.presentationWarnings.isEmpty)
        try host.tapAlertButton("Ok")

        #expect(messages.messages == [.alertDismissed])
        #expect(host.topAlert == nil)
    }

    @Test("with changes the sheet refuses a swipe down, and the form sends that the swipe was refused")
    func swipeRefused() {
        let (sut, messages, host) = makeSUT()
        sut.apply(AddContactView(firstNameText: "Ada", lastNameText: "", isModalInPresentation: true, alert: nil))

        let outcome = sut.navigationController?.performInteractiveDismissal()

        #expect(outcome == .refused)
        #expect(host.showsModalScreen)
        #expect(messages.messages == [.swipeDownRefused])
    }

    @Test("without changes the sheet closes on a swipe down, and the form sends that it was swiped down")
    func swipedDown() {
        let (sut, messages, host) = makeSUT()
        sut.apply(AddContactView(firstNameText: "", lastNameText: "", isModalInPresentation: false, alert: nil))

        let outcome = sut.navigationController?.performInteractiveDismissal()

        #expect(outcome == .dismissed)
        #expect(!host.showsModalScreen)
        #expect(messages.messages == [.swipedDown])
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
