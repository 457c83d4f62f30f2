import Models
import TestSupport
import Testing

@testable import VIPER

extension ContactListPresenterTests {
    @Test("Import asks the interactor; the screen shows the import under way only when the interactor says so")
    func start() {
        let (sut, view, interactor, _) = makeSUT()

        sut.importButtonTapped()
        let shownBeforeTheAnswer = view.messages
        sut.interactorDidStartImport()

        #expect(interactor.messages == [.importContacts])
        #expect(shownBeforeTheAnswer.isEmpty)
        #expect(view.messages == [.importing(true)])
    }

    @Test(
        "a finished import stops the indicator, shows the new list, then the summary",
        arguments: [
            (2, 1, "Added 2 contacts, skipped 1."), (1, 0, "Added 1 contact, skipped 0."),
            (0, 2, "Added 0 contacts, skipped 2."),
        ])
    func finished(added: Int, skipped: Int, message: String) {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidImport(contactCount: 1, added: added, skipped: skipped)

        #expect(
            view.messages == [.importing(false), .display(ContactListDisplay(rowCount: 1, showsEmptyMessage: false))])
        #expect(router.messages == [.showAlert(notice("Import finished", message))])
    }

    @Test("an import whose save fails stops the indicator and says so, showing nothing new")
    func saveFailure() {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToSaveImport(.saveFailed(reason: "the disk is full"))

        #expect(view.messages == [.importing(false)])
        #expect(
            router.messages == [.showAlert(notice("Could not save", "Your contacts were not saved: the disk is full"))])
    }

    @Test("a failed import stops the indicator and offers Cancel and Retry")
    func failure() {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToImport(.status("error"))

        #expect(view.messages == [.importing(false)])
        #expect(
            router.messages == [
                .showAlert(
                    AlertDisplay(
                        title: "Import failed", message: "The directory answered with status error.",
                        buttons: [
                            AlertButtonDisplay(title: "Cancel", role: .cancel),
                            AlertButtonDisplay(title: "Retry", choice: .retryImport),
                        ]))
            ])
    }

    @Test("Retry asks the interactor again, exactly as the Import button does; Cancel asks nothing")
    func retryAndCancel() {
        let (sut, _, interactor, router) = makeSUT()
        sut.interactorDidFailToImport(.transport(reason: "offline"))
        router.alerts.tap("Cancel")
        sut.interactorDidFailToImport(.transport(reason: "offline"))

        router.alerts.tap("Retry")

        #expect(interactor.messages == [.importContacts])
    }
}
