import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

extension AddContactViewControllerTests {
    @Test("with unsaved changes, a swipe down leaves the sheet up and is sent as a refused swipe")
    func swipeRefused() throws {
        let (sut, interactor, router, window) = makeSUT()
        sut.displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel(isModalInPresentation: true))

        let result = try #require(sut.navigationController).performInteractiveDismissal()

        #expect(result == .refused)
        #expect(window.showsModalScreen)
        #expect(interactor.messages == [.swipeDownRefused])
        #expect(router.messages.isEmpty)
    }

    @Test("once the changes are gone, a swipe down closes the sheet and is sent as a swipe that closed it")
    func swipedDown() throws {
        let (sut, interactor, _, window) = makeSUT()
        sut.displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel(isModalInPresentation: true))
        sut.displayUnsavedChanges(viewModel: CreateContact.UnsavedChanges.ViewModel(isModalInPresentation: false))

        let result = try #require(sut.navigationController).performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(window.showsModalScreen == false)
        #expect(interactor.messages == [.swipedDown])
    }

    @Test("the discard confirmation is an action sheet over the form whose Discard Changes sends its choice")
    func discardChanges() throws {
        let (sut, interactor, _, window) = makeSUT()

        sut.displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel(sheet: Self.discardSheet))
        let shown = try window.alert()
        try window.tapAlertButton("Discard Changes")

        #expect(
            shown
                == AlertSnapshot(
                    kind: .actionSheet, title: "", message: "",
                    buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")]))
        #expect(interactor.messages == [.alertButtonTapped(.discardChanges)])
    }

    @Test("Keep Editing closes the action sheet only: nothing is sent, and the text and the focus stay")
    func keepEditing() throws {
        let (sut, interactor, router, window) = makeSUT()
        let firstName = try sut.element("contact.firstName", as: TextField.self)
        firstName.enterText("Ada")
        sut.displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel(sheet: Self.discardSheet))

        try window.tapAlertButton("Keep Editing")

        #expect(window.topAlert == nil)
        #expect(window.showsModalScreen)
        #expect(firstName.text == "Ada")
        #expect(firstName.isFirstResponder)
        #expect(interactor.messages == [.firstNameChanged("Ada")])
        #expect(router.messages.isEmpty)
    }

    @Test("a dismissal routes back to the list, as Cancel does")
    func dismissal() {
        let (sut, _, router, _) = makeSUT()

        sut.displayDismissal(viewModel: CreateContact.Dismissal.ViewModel())

        #expect(router.messages == [.routeToListContacts])
    }

    /// The action sheet as a presenter words it, written out.
    private static var discardSheet: AlertDisplay<AddContactAlertChoice> {
        AlertDisplay(
            title: "", message: "", style: .actionSheet,
            buttons: [
                AlertDisplay.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                AlertDisplay.Button(title: "Keep Editing", role: .cancel),
            ])
    }
}
