import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactPresenter", .checkingForLeaks, .profilingEachCase)
struct AddContactPresenterTests {
    @Test("on appearing the first name field gets the focus")
    func focus() {
        let (sut, view, _, router, _) = makeSUT()

        sut.viewDidAppear()

        #expect(view.messages == [.focusFirstNameField])
        #expect(router.messages.isEmpty)
    }

    @Test("Done hands both names to the interactor as they are")
    func done() {
        let (sut, _, interactor, router, _) = makeSUT()

        sut.doneButtonTapped(firstName: " Ana ", lastName: "Lee")

        #expect(interactor.messages == [.addContact(firstName: " Ana ", lastName: "Lee")])
        #expect(router.messages.isEmpty)
    }

    @Test("Cancel closes the screen and tells the delegate nothing")
    func cancel() {
        let (sut, _, interactor, router, delegate) = makeSUT()

        sut.cancelButtonTapped()

        #expect(router.messages == [.dismiss])
        #expect(interactor.messages.isEmpty)
        #expect(delegate.messages.isEmpty)
    }

    @Test("a saved contact closes the screen first, then the delegate hears which contact it was")
    func added() {
        let (sut, _, _, router, delegate) = makeSUT()
        var routedWhenDelegateHeard: [AddContactRouterSpy.Message] = []
        delegate.onCall = { routedWhenDelegateHeard = router.messages }

        sut.interactorDidAddContact(withID: 5)

        #expect(router.messages == [.dismiss])
        #expect(routedWhenDelegateHeard == [.dismiss])
        #expect(delegate.messages == [.didAddContact(id: 5)])
    }

    @Test(
        "a refused name gets an Error alert with an Ok button, and the screen stays",
        arguments: [
            (ContactName.Problem.missingName, "A contact must have first and last names"),
            (.tooLong, "A name can have at most 100 characters"),
        ])
    func refused(problem: ContactName.Problem, message: String) {
        let (sut, view, _, router, delegate) = makeSUT()

        sut.interactorDidRejectName(problem)

        #expect(router.messages == [.showAlert(notice("Error", message, button: "Ok"))])
        #expect(view.messages.isEmpty)
        #expect(delegate.messages.isEmpty)
    }

    @Test("a refused save gets an alert with the reason, and the screen stays")
    func saveFailure() {
        let (sut, _, _, router, delegate) = makeSUT()

        sut.interactorDidFailToSave(.saveFailed(reason: "the disk is full"))

        #expect(
            router.messages == [.showAlert(notice("Could not save", "Your contact was not saved: the disk is full"))])
        #expect(delegate.messages.isEmpty)
    }

    @Test("the presenter keeps neither its view nor its delegate alive")
    func weakLinks() {
        let (sut, _, _, _, _) = makeSUT()
        var view: AddContactViewSpy? = AddContactViewSpy()
        var delegate: AddContactModuleDelegateSpy? = AddContactModuleDelegateSpy()
        sut.view = view
        sut.delegate = delegate

        view = nil
        delegate = nil

        #expect(sut.view == nil)
        #expect(sut.delegate == nil)
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        AddContactPresenter, AddContactViewSpy, AddContactInteractorSpy, AddContactRouterSpy,
        AddContactModuleDelegateSpy
    ) {
        let view = AddContactViewSpy()
        let interactor = AddContactInteractorSpy()
        let router = AddContactRouterSpy()
        let delegate = AddContactModuleDelegateSpy()
        let sut = AddContactPresenter(interactor: interactor, router: router)
        sut.view = view
        sut.delegate = delegate
        for object in [sut, view, interactor, router, delegate] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, interactor, router, delegate)
    }
}
