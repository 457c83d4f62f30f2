import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The New Contact view over its real view model, presented as its coordinator presents it: closing
/// the screen is not the view's business.
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

    @Test("typed names and Done reach the view model: the contact is saved; the view does not dismiss itself")
    func doneSaves() throws {
        let (sut, store, host) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")
        try sut.element("contact.lastName", as: TextField.self).enterText("Ng")
        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(store.document.contacts.map(\.fullName) == ["Mia Ng"])
        #expect(host.showsModalScreen)
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

    @Test("Cancel reaches the view model; the view does not dismiss itself")
    func cancelForwarded() {
        let (sut, store, host) = makeSUT()

        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(host.showsModalScreen)
        #expect(store.saveCount == 0)
    }

    @Test("with a name typed, the sheet refuses a swipe down")
    func textMakesTheSheetModal() throws {
        let (sut, _, host) = makeSUT()
        try sut.element("contact.lastName", as: TextField.self).enterText("Lovelace")

        let swipe = sut.navigationController?.performInteractiveDismissal()

        #expect(swipe == .refused)
        #expect(host.showsModalScreen)
    }

    @Test("names of only spaces leave the sheet free to be swiped down")
    func blankNamesLeaveTheSheetFree() throws {
        let (sut, _, host) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("  ")

        let swipe = sut.navigationController?.performInteractiveDismissal()

        #expect(swipe == .dismissed)
        #expect(host.showsModalScreen == false)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactViewController, store: InMemoryStore<ContactBook>, host: TestWindow) {
        let store = InMemoryStore<ContactBook>()
        let viewModel = AddContactViewModel(model: ContactBookModelController(store: store))
        let sut = AddContactViewController(viewModel: viewModel)
        trackForMemoryLeaks(viewModel, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store, TestWindow(presenting: sut))
    }
}
