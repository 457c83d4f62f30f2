import Models
import TestSupport
import Testing

@testable import VIPER

extension AddContactPresenterTests {
    @Test(
        "a form with changes is modal in presentation, so a swipe down cannot close it; one without is not",
        arguments: [true, false])
    func modalInPresentation(hasChanges: Bool) {
        let (sut, view, _, _, _) = makeSUT()

        sut.interactorDidChangeNames(hasChanges: hasChanges)

        #expect(view.modalInPresentationStates.last == hasChanges)
    }

    @Test("a refused swipe down asks with an action sheet: Discard Changes or Keep Editing; the screen stays")
    func refused() {
        let (sut, view, interactor, router, _) = makeSUT()

        sut.swipeDownRefused()

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "", message: "", style: .actionSheet,
                    buttons: [
                        AlertDisplay.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                        AlertDisplay.Button(title: "Keep Editing", role: .cancel),
                    ])
            ])
        #expect(router.dismissals == 0)
        #expect(interactor.messages.isEmpty)
    }

    @Test("Discard Changes closes the screen, saves nothing and tells the delegate nothing, as Cancel does")
    func discard() throws {
        let (sut, view, interactor, router, delegate) = makeSUT()
        sut.swipeDownRefused()
        let discard = try #require(view.alerts.last?.choice(ofButton: "Discard Changes"))

        sut.alertButtonTapped(discard)

        #expect(router.dismissals == 1)
        #expect(interactor.messages.isEmpty)
        #expect(delegate.addedContactIDs.isEmpty)
    }

    @Test("Keep Editing only closes the action sheet: the screen stays and the names typed are kept")
    func keepEditing() throws {
        let (sut, view, interactor, router, _) = makeSUT()
        sut.swipeDownRefused()

        let keepEditing = try #require(view.alerts.last?.buttons.first { $0.title == "Keep Editing" })

        #expect(keepEditing.role == .cancel)
        #expect(keepEditing.choice == nil)
        #expect(router.dismissals == 0)
        #expect(interactor.messages.isEmpty)
    }

    @Test("a swipe that closed the form asks for nothing more: no second dismissal, no save, the delegate told nothing")
    func swipedDown() {
        let (sut, view, interactor, router, delegate) = makeSUT()

        sut.swipedDown()

        #expect(router.dismissals == 0)
        #expect(interactor.messages.isEmpty)
        #expect(delegate.addedContactIDs.isEmpty)
        #expect(view.alerts.isEmpty)
    }
}
