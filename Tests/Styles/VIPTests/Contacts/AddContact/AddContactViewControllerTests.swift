import CaseProfiles
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

/// The New Contact view controller, presented in a window, with a business logic spy and a routing
/// logic spy.
@MainActor
@Suite("AddContactViewController", .checkingForLeaks, .profilingEachCase)
struct AddContactViewControllerTests {
    @Test("the screen has two name fields, Cancel on the left and Done on the right")
    func layout() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(sut.title == "New Contact")
        #expect(try sut.element("contact.firstName", as: TextField.self).placeholder == "First name")
        #expect(try sut.element("contact.lastName", as: TextField.self).placeholder == "Last name")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contact.cancel")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Done")
        #expect(sut.navigationItem.rightBarButtonItem?.style == .done)
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contact.done")
    }

    @Test("on screen, the first name field has the focus")
    func focus() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
        #expect(try sut.element("contact.lastName", as: TextField.self).isFirstResponder == false)
    }

    @Test("typing sends each field's text as it changes; Done sends the tap; Cancel routes back to the list")
    func events() throws {
        let (sut, interactor, router, _) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("Ana")
        try sut.element("contact.lastName", as: TextField.self).enterText(" Lee")

        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(interactor.messages.contains(.firstNameChanged("Ana")))
        #expect(interactor.messages.contains(.lastNameChanged(" Lee")))
        #expect(interactor.messages.last == .doneButtonTapped)
        #expect(router.messages == [.routeToListContacts])
    }

    @Test("a saved contact routes back to the list")
    func saved() {
        let (sut, _, router, _) = makeSUT()

        sut.displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel())

        #expect(router.messages == [.routeToListContacts])
    }

    @Test("a refusal is an alert over the screen, and the fields keep their text")
    func refusal() throws {
        let (sut, _, router, window) = makeSUT()
        let firstName = try sut.element("contact.firstName", as: TextField.self)
        firstName.enterText("Ana")

        sut.displayRefusal(
            viewModel: CreateContact.Refusal.ViewModel(
                alert: notice("Error", "A contact must have first and last names", button: "Ok")))

        #expect(
            try window.alert()
                == AlertSnapshot(
                    title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")]))
        try window.tapAlertButton("Ok")
        #expect(window.showsModalScreen)
        #expect(firstName.text == "Ana")
        #expect(router.messages.isEmpty)
    }

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactViewController, AddContactBusinessLogicSpy, AddContactRoutingLogicSpy, TestWindow) {
        let interactor = AddContactBusinessLogicSpy()
        let router = AddContactRoutingLogicSpy(dataStore: interactor)
        let sut = AddContactViewController(interactor: interactor, router: router)
        for object in [sut, interactor, router] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, interactor, router, TestWindow(presenting: sut))
    }
}
