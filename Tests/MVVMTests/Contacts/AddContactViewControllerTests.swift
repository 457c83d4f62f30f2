import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct AddContactViewControllerTests {
    @Test("the screen is titled New Contact, with the two name fields, Cancel on the left and Done on the right")
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

    @Test("the first name field has the focus once the screen is shown")
    func focus() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(try sut.element("contact.firstName", as: TextField.self).isFirstResponder)
    }

    @Test("typed names and Done reach the view model; once saved, the screen is dismissed")
    func doneSavesAndDismisses() throws {
        let (sut, delegate, presenter, _) = makeSUT()

        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")
        try sut.element("contact.lastName", as: TextField.self).enterText("Ng")
        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(delegate.saved.map(\.contact.fullName) == ["Mia Ng"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an error is presented over the screen, which stays with its text")
    func errorPresented() throws {
        let (sut, _, presenter, window) = makeSUT()
        try sut.element("contact.firstName", as: TextField.self).enterText("Mia")

        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(window.topAlert?.message == "A contact must have first and last names")
        #expect(presenter.presentedViewController === sut.navigationController)
        #expect(try sut.element("contact.firstName", as: TextField.self).text == "Mia")
    }

    @Test("Cancel dismisses the screen")
    func cancelDismisses() {
        let (sut, delegate, presenter, _) = makeSUT()

        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(presenter.presentedViewController == nil)
        #expect(delegate.saved.isEmpty)
    }

    /// The screen presented in its own navigation controller over a plain screen in a window.
    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        sut: AddContactViewController, delegate: AddContactDelegateSpy, presenter: ViewController, window: Window
    ) {
        let delegate = AddContactDelegateSpy()
        let viewModel = AddContactViewModel(store: InMemoryStore(), delegate: delegate)
        let sut = AddContactViewController(viewModel: viewModel)
        trackForMemoryLeaks(viewModel, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        let presenter = ViewController()
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(NavigationController(rootViewController: sut), animated: true)
        return (sut, delegate, presenter, window)
    }
}
