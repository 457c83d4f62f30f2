import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIP

/// The New Contact presenter with a display logic spy.
@MainActor
@Suite("AddContactPresenter", .checkingForLeaks, .profilingEachCase)
struct AddContactPresenterTests {
    @Test("a saved contact has the screen close")
    func saved() {
        let (sut, viewController) = makeSUT()

        sut.presentSavedContact(response: CreateContact.DoneButtonTapped.Response())

        #expect(viewController.messages == [.displaySavedContact])
    }

    @Test(
        "a refused name gets an Error alert with an Ok button",
        arguments: [
            (ContactName.Problem.missingName, "A contact must have first and last names"),
            (.tooLong, "A name can have at most 100 characters"),
        ])
    func refusedName(problem: ContactName.Problem, message: String) {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(response: CreateContact.Refusal.Response(reason: .invalidName(problem)))

        #expect(viewController.messages == [.displayRefusal(notice("Error", message, button: "Ok"))])
    }

    @Test("a refused save gets an alert with the store's reason")
    func saveFailure() {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(
            response: CreateContact.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))

        #expect(
            viewController.messages == [
                .displayRefusal(notice("Could not save", "Your contact was not saved: the disk is full"))
            ])
    }

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AddContactPresenter, AddContactDisplayLogicSpy) {
        let viewController = AddContactDisplayLogicSpy()
        let sut = AddContactPresenter()
        sut.viewController = viewController
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(viewController, sourceLocation: sourceLocation)
        return (sut, viewController)
    }
}
