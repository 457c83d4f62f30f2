import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("AddContactPresenter", .checkingForLeaks, .profilingEachCase)
struct AddContactPresenterTests {
    @Test("Cancel closes the screen, saves nothing and tells the delegate nothing")
    func cancel() {
        let (sut, _, interactor, router, delegate) = makeSUT()

        sut.cancelButtonTapped()

        #expect(router.dismissals == 1)
        #expect(interactor.messages.isEmpty)
        #expect(delegate.addedContactIDs.isEmpty)
    }

    @Test("a saved contact closes the screen and the delegate hears which contact it was")
    func added() {
        let (sut, view, _, router, delegate) = makeSUT()

        sut.interactorDidSaveContact(withID: 5)

        #expect(router.dismissals == 1)
        #expect(delegate.addedContactIDs == [5])
        #expect(view.alerts.isEmpty)
    }

    @Test(
        "a refused name gets an Error alert with an Ok button, and the screen stays",
        arguments: [
            (AddContactNameProblem.missingName, "A contact must have first and last names"),
            (.tooLong, "A name can have at most 100 characters"),
        ])
    func refused(problem: AddContactNameProblem, message: String) {
        let (sut, view, _, router, delegate) = makeSUT()

        sut.interactorDidRejectName(problem)

        #expect(
            view.alerts == [
                AlertDisplay(title: "Error", message: message, buttons: [AlertDisplay.Button(title: "Ok")])
            ])
        #expect(router.dismissals == 0)
        #expect(delegate.addedContactIDs.isEmpty)
    }

    @Test("a refused save gets an alert with the reason, and the screen stays")
    func saveFailure() {
        let (sut, view, _, router, delegate) = makeSUT()

        sut.interactorDidFailToSave(.saveFailed(reason: "the disk is full"))

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Could not save", message: "Your contact was not saved: the disk is full",
                    buttons: [AlertDisplay.Button(title: "OK")])
            ])
        #expect(router.dismissals == 0)
        #expect(delegate.addedContactIDs.isEmpty)
    }

    func makeSUT(
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
