import TestSupport
import Testing

@testable import VIP

extension AddContactPresenterTests {
    @Test(
        "unsaved changes make the sheet modal in presentation; without them a swipe may close it",
        arguments: [(true, true), (false, false)])
    func unsavedChanges(hasChanges: Bool, isModalInPresentation: Bool) {
        let (sut, viewController) = makeSUT()

        sut.presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response(hasChanges: hasChanges))

        #expect(viewController.messages == [.displayUnsavedChanges(isModalInPresentation: isModalInPresentation)])
    }

    @Test("a refused swipe down gets an action sheet with no title or message: Discard Changes, Keep Editing")
    func discardConfirmation() {
        let (sut, viewController) = makeSUT()

        sut.presentDiscardConfirmation(response: CreateContact.SwipeDownRefused.Response())

        #expect(
            viewController.messages == [
                .displayDiscardConfirmation(
                    AlertDisplay(
                        title: "", message: "", style: .actionSheet,
                        buttons: [
                            AlertDisplay.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                            AlertDisplay.Button(title: "Keep Editing", role: .cancel),
                        ]))
            ])
    }

    @Test("a dismissal has the screen close")
    func dismissal() {
        let (sut, viewController) = makeSUT()

        sut.presentDismissal(response: CreateContact.Dismissal.Response())

        #expect(viewController.messages == [.displayDismissal])
    }
}
