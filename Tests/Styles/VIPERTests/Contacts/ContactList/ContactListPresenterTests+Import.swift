import Models
import TestSupport
import Testing

@testable import VIPER

extension ContactListPresenterTests {
    @Test("Import asks the interactor; the screen shows the import under way only when the interactor says so")
    func start() {
        let (sut, view, interactor, _) = makeSUT()

        sut.importButtonTapped()
        let shownBeforeTheAnswer = view.importingStates
        sut.interactorDidStartImport()

        #expect(interactor.messages == [.importContacts])
        #expect(shownBeforeTheAnswer.isEmpty)
        #expect(view.importingStates == [true])
    }

    @Test(
        "a finished import stops the indicator, shows the new list and the summary",
        arguments: [
            (2, 1, "Added 2 contacts, skipped 1."), (1, 0, "Added 1 contact, skipped 0."),
            (0, 2, "Added 0 contacts, skipped 2."),
        ])
    func finished(added: Int, skipped: Int, message: String) {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidImport([ContactListItem(id: 1, fullName: "Tiger Nixon")], added: added, skipped: skipped)

        #expect(view.importingStates == [false])
        #expect(
            view.displayedLists == [
                ContactListDisplay(rows: [ContactRowDisplay(id: 1, nameText: "Tiger Nixon")], showsEmptyMessage: false)
            ])
        #expect(
            view.alerts == [
                AlertDisplay(title: "Import finished", message: message, buttons: [AlertDisplay.Button(title: "OK")])
            ])
    }

    @Test("an import whose save fails stops the indicator and says so, showing nothing new")
    func saveFailure() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidFailToSaveImport(.saveFailed(reason: "the disk is full"))

        #expect(view.importingStates == [false])
        #expect(view.displayedLists.isEmpty)
        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Could not save", message: "Your contacts were not saved: the disk is full",
                    buttons: [AlertDisplay.Button(title: "OK")])
            ])
    }

    @Test("a failed import stops the indicator and offers Cancel and Retry")
    func failure() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidFailToImport(.status("error"))

        #expect(view.importingStates == [false])
        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Import failed", message: "The directory answered with status error.",
                    buttons: [
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                        AlertDisplay.Button(title: "Retry", choice: .retryImport),
                    ])
            ])
    }

    @Test("Retry asks the interactor again, exactly as the Import button does")
    func retry() throws {
        let (sut, view, interactor, _) = makeSUT()
        sut.interactorDidFailToImport(.transport(reason: "offline"))
        let choice = try #require(view.alerts.last?.choice(ofButton: "Retry"))

        sut.alertButtonTapped(choice)

        #expect(interactor.messages == [.importContacts])
    }
}
