import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Contacts presenter: import", .checkingForLeaks)
struct ContactListPresenterImportTests {
    @Test("Import shows the import under way, then asks the interactor")
    func start() {
        let (sut, view, interactor, _) = makeSUT()

        sut.importButtonTapped()

        #expect(view.messages == [.importing(true)])
        #expect(interactor.messages == [.importContacts])
    }

    @Test("a second Import while one is pending starts nothing")
    func noSecondRequest() {
        let (sut, view, interactor, _) = makeSUT()

        sut.importButtonTapped()
        sut.importButtonTapped()

        #expect(view.messages == [.importing(true)])
        #expect(interactor.messages == [.importContacts])
    }

    @Test(
        "a finished import stops the indicator, shows the new list, then the summary",
        arguments: [
            (2, 1, "Added 2 contacts, skipped 1."), (1, 0, "Added 1 contact, skipped 0."),
            (0, 2, "Added 0 contacts, skipped 2."),
        ])
    func finished(added: Int, skipped: Int, message: String) {
        let (sut, view, _, router) = makeSUT()
        sut.importButtonTapped()
        let employees =
            (0..<added).map { Samples.employee("Person \($0) Smith") }
            + Array(
                repeating: Samples.employee("Nobody"), count: skipped)
        let result = ContactBook().importing(employees)

        sut.interactorDidImport(result)

        let names = result.book.sortedContacts.map(\.fullName)
        #expect(
            view.messages == [.importing(true), .importing(false), .display(ContactListPresenterTests.display(names))])
        #expect(router.messages == [.showAlert(notice("Import finished", message))])
    }

    @Test("an import whose save fails stops the indicator and says so, adding nothing")
    func saveFailure() {
        let (sut, view, _, router) = makeSUT()
        sut.importButtonTapped()

        sut.interactorDidFailToSaveImport(.saveFailed(reason: "the disk is full"))

        #expect(view.messages == [.importing(true), .importing(false)])
        #expect(
            router.messages == [.showAlert(notice("Could not save", "Your contacts were not saved: the disk is full"))])
    }

    @Test("a failed import stops the indicator and offers Cancel and Retry")
    func failure() {
        let (sut, view, _, router) = makeSUT()
        sut.importButtonTapped()

        sut.interactorDidFailToImport(.status("error"))

        let alert = AlertDisplay<ContactListAlertChoice>(
            title: "Import failed", message: "The directory answered with status error.",
            buttons: [
                AlertButtonDisplay(title: "Cancel", role: .cancel),
                AlertButtonDisplay(title: "Retry", choice: .retryImport),
            ])
        #expect(view.messages == [.importing(true), .importing(false)])
        #expect(router.messages == [.showAlert(alert)])
    }

    @Test("Retry starts the import again, exactly as the Import button does")
    func retry() {
        let (sut, view, interactor, router) = makeSUT()
        sut.importButtonTapped()
        sut.interactorDidFailToImport(.transport(reason: "offline"))

        router.alerts.tap("Retry")

        #expect(view.messages == [.importing(true), .importing(false), .importing(true)])
        #expect(interactor.messages == [.importContacts, .importContacts])
    }

    @Test("Cancel leaves the import stopped, and Import works again")
    func cancel() {
        let (sut, view, interactor, router) = makeSUT()
        sut.importButtonTapped()
        sut.interactorDidFailToImport(.undecodable)

        router.alerts.tap("Cancel")
        sut.importButtonTapped()

        #expect(view.messages == [.importing(true), .importing(false), .importing(true)])
        #expect(interactor.messages == [.importContacts, .importContacts])
    }

    @Test("after a finished import, Import can start another")
    func importAgain() {
        let (sut, _, interactor, _) = makeSUT()
        sut.importButtonTapped()
        sut.interactorDidImport(ContactBook().importing([]))

        sut.importButtonTapped()

        #expect(interactor.messages == [.importContacts, .importContacts])
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListPresenter, ContactListViewSpy, ContactListInteractorSpy, ContactListRouterSpy) {
        makeContactListPresenterSUT(sourceLocation: sourceLocation)
    }
}
