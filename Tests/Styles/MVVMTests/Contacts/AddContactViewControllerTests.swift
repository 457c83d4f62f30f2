import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The New Contact view over its real view model, presented as the list presents it.
@Suite("AddContactViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactViewControllerTests {
    @Test("is titled \"New Contact\", with the two name fields, Cancel on the left and Done on the right")
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "New Contact")
        #expect(try sut.element("contact.firstName", as: TextField.self).placeholder == "First name")
        #expect(try sut.element("contact.lastName", as: TextField.self).placeholder == "Last name")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contact.cancel")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Done")
        #expect(sut.navigationItem.rightBarButtonItem?.style == .done)
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contact.done")
    }

    @Test("the first name field has the focus once the screen is shown")
    func focus() throws {
        let (sut, _, _) = makeSUT()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
    }

    @Test("typed names and Done reach the view model; once saved, the screen is dismissed")
    func doneSavesAndDismisses() throws {
        let (sut, store, host) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")
        try sut.element("contact.lastName", as: TextField.self).enterText("Ng")
        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(store.document.contacts.map(\.fullName) == ["Mia Ng"])
        #expect(host.showsModalScreen == false)
    }

    @Test("an error is presented over the screen, which stays with its text")
    func errorPresented() throws {
        let (sut, _, host) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")

        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(try host.alert().message == "A contact must have first and last names")
        #expect(host.showsModalScreen)
        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Mia")
    }

    @Test("Cancel dismisses the screen")
    func cancelDismisses() {
        let (sut, store, host) = makeSUT()

        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(host.showsModalScreen == false)
        #expect(store.saveCount == 0)
    }

    @Test("with a name typed, a swipe down is refused and the view model's action sheet shows over the screen")
    func refusedSwipeAsks() throws {
        let (sut, store, host) = makeSUT()
        try sut.element("contact.lastName", as: TextField.self).enterText("Lovelace")

        let swipe = sut.navigationController?.performInteractiveDismissal()

        #expect(swipe == .refused)
        #expect(try host.alert().kind == .actionSheet)
        #expect(try host.alert().buttonTitles == ["Discard Changes", "Keep Editing"])
        #expect(host.showsModalScreen)
        #expect(store.saveCount == 0)
    }

    @Test("\"Discard Changes\" in the action sheet dismisses the screen")
    func discardDismisses() throws {
        let (sut, store, host) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("Ada")
        sut.navigationController?.performInteractiveDismissal()

        try host.tapAlertButton("Discard Changes")

        #expect(host.showsModalScreen == false)
        #expect(store.saveCount == 0)
    }

    @Test("an empty form swiped down closes, saving nothing, and its view model hears of the swipe")
    func emptySwipeCloses() {
        let dismissals = TestObserver<Void>()
        let (sut, store, host) = makeSUT(observingDismissals: dismissals)

        let swipe = sut.navigationController?.performInteractiveDismissal()

        #expect(swipe == .dismissed)
        #expect(host.showsModalScreen == false)
        #expect(store.saveCount == 0)
        #expect(dismissals.values.count == 1)
    }

    private func makeSUT(
        observingDismissals dismissals: TestObserver<Void>? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewController, store: InMemoryStore<ContactBook>, host: TestWindow) {
        let store = InMemoryStore<ContactBook>()
        let viewModel = AddContactViewModel(model: ContactBookModelController(store: store))
        if let dismissals { viewModel.outputs.dismiss.observe(dismissals.observer) }
        let sut = AddContactViewController(viewModel: viewModel)
        trackForMemoryLeaks(viewModel, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store, TestWindow(presenting: sut))
    }
}
