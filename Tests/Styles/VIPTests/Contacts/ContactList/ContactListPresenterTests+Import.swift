import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListPresenterTests {
    @Test("while importing, Import is disabled and the indicator spins; afterwards, the other way round")
    func progress() {
        let (sut, viewController) = makeSUT()

        sut.presentImportProgress(response: ListContacts.ImportProgress.Response(isImporting: true))
        sut.presentImportProgress(response: ListContacts.ImportProgress.Response(isImporting: false))

        #expect(
            viewController.messages == [
                .displayImportProgress(
                    ListContacts.ImportProgress.ViewModel(
                        isImportButtonEnabled: false, isLoadingIndicatorAnimating: true)),
                .displayImportProgress(
                    ListContacts.ImportProgress.ViewModel(
                        isImportButtonEnabled: true, isLoadingIndicatorAnimating: false)),
            ])
    }

    @Test(
        "an import shows the saved list and a summary, singular only for one contact",
        arguments: [
            (1, 0, "Added 1 contact, skipped 0."), (0, 1, "Added 0 contacts, skipped 1."),
            (2, 3, "Added 2 contacts, skipped 3."),
        ])
    func imported(added: Int, skipped: Int, message: String) {
        let (sut, viewController) = makeSUT()

        sut.presentImportedContacts(
            response: ListContacts.ImportButtonTapped.Response(
                contacts: [Fixtures.contact(2, "Garrett", "Winters")], added: added, skipped: skipped))

        #expect(
            viewController.messages == [
                .displayImportedContacts(
                    [ListContacts.DisplayedContact(id: 2, nameText: "Garrett Winters")],
                    summary: notice("Import finished", message))
            ])
    }

    @Test("a directory failure gets Import failed with its reason, Cancel, and a Retry that imports again")
    func directoryFailure() {
        let (sut, viewController) = makeSUT()

        sut.presentImportFailure(response: ListContacts.ImportFailure.Response(reason: .directory(.status("error"))))

        #expect(
            viewController.messages == [
                .displayImportFailure(
                    AlertDisplay(
                        title: "Import failed", message: "The directory answered with status error.",
                        buttons: [
                            AlertDisplay.Button(title: "Cancel", role: .cancel),
                            AlertDisplay.Button(title: "Retry", choice: .retryImport),
                        ]))
            ])
    }

    @Test("imported contacts that could not be saved get Could not save with the reason, and no Retry")
    func saveFailure() {
        let (sut, viewController) = makeSUT()

        sut.presentImportFailure(
            response: ListContacts.ImportFailure.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))

        #expect(
            viewController.messages == [
                .displayImportFailure(
                    AlertDisplay(
                        title: "Could not save", message: "Your contacts were not saved: the disk is full",
                        buttons: [AlertDisplay.Button(title: "OK")]))
            ])
    }

    @Test("in the directory failure alert, Retry stands for a new import and Cancel only closes")
    func retryChoice() throws {
        let (sut, viewController) = makeSUT()

        sut.presentImportFailure(response: ListContacts.ImportFailure.Response(reason: .directory(.undecodable)))

        guard case .displayImportFailure(let alert) = try #require(viewController.messages.last) else {
            Issue.record("no import failure was displayed")
            return
        }
        #expect(alert.choice(ofButton: "Retry") == .retryImport)
        #expect(alert.choice(ofButton: "Cancel") == nil)
    }
}
