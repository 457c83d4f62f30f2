import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension ContactListViewModelTests {
    @Test("\"Import\" disables the button, shows loading and asks the directory once")
    func importStarts() {
        let (sut, _, environment, _) = makeSUT()
        let enabled = History(sut.$isImportEnabled)
        let loading = History(sut.$isLoading)

        sut.importButtonTapped()

        #expect(enabled.values == [true, false])
        #expect(loading.values == [false, true])
        #expect(environment.directory.requestCount == 1)
    }

    @Test("a second tap while a request is pending starts no second request")
    func noSecondRequest() {
        let (sut, _, environment, _) = makeSUT()

        sut.importButtonTapped()
        sut.importButtonTapped()

        #expect(environment.directory.requestCount == 1)
    }

    @Test("a successful answer stops loading, enables Import, saves the new contacts in one write and reloads")
    func successAdds() {
        let (sut, _, environment, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        let enabled = History(sut.$isImportEnabled)
        let loading = History(sut.$isLoading)
        let rows = History(sut.$rows)

        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Zed Young", "Bo Diddley"))

        #expect(enabled.values == [true, false, true])
        #expect(loading.values == [false, true, false])
        #expect(environment.contactStore.saveCount == 1)
        #expect(rows.values.map(\.change) == [.reloaded, .reloaded])
        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Bo Diddley", "Zed Young"])
        #expect(sut.alert?.snapshot == .ok("Import finished", "Added 2 contacts, skipped 0."))
    }

    @Test("the summary counts what was skipped, and names one added contact in the singular")
    func summaryWording() {
        let (sut, _, environment, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])

        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon", "Madonna", "Ann Lee"))

        #expect(sut.alert?.snapshot == .ok("Import finished", "Added 1 contact, skipped 2."))
    }

    @Test("a failed write adds nothing and says so, without the summary")
    func failedWrite() {
        let (sut, _, environment, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        let rows = History(sut.$rows)
        environment.contactStore.failNextSave(reason: "the disk is full")

        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your contacts were not saved: the disk is full"))
        #expect(rows.values.count == 1)
        #expect(sut.isImportEnabled == true)
        #expect(sut.isLoading == false)
    }

    @Test(
        "a failed request stops loading, enables Import and offers Cancel and Retry with the reason",
        arguments: [
            (DirectoryError.transport(reason: "The request timed out."), "The request timed out."),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func failedRequest(error: DirectoryError, reason: String) {
        let (sut, _, environment, _) = makeSUT()
        let loading = History(sut.$isLoading)

        sut.importButtonTapped()
        environment.directory.fail(with: error)

        #expect(loading.values == [false, true, false])
        #expect(sut.isImportEnabled == true)
        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Import failed", message: reason, buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("\"Retry\" starts the import again as the Import button does")
    func retry() throws {
        let (sut, _, environment, _) = makeSUT()
        let loading = History(sut.$isLoading)
        sut.importButtonTapped()
        environment.directory.fail(with: .undecodable)

        try sut.$alert.choose("Retry")

        #expect(environment.directory.requestCount == 2)
        #expect(loading.values == [false, true, false, true])
        #expect(sut.isImportEnabled == false)
        #expect(sut.alert == nil)
    }

    @Test("\"Cancel\" after a failure starts nothing")
    func cancelAfterFailure() throws {
        let (sut, _, environment, _) = makeSUT()
        sut.importButtonTapped()
        environment.directory.fail(with: .undecodable)

        try sut.$alert.choose("Cancel")

        #expect(environment.directory.requestCount == 1)
        #expect(sut.isImportEnabled == true)
        #expect(sut.alert == nil)
    }

    @Test("an answer after the view model is gone is dropped: nothing saved, nothing kept alive")
    func lateAnswer() {
        let environment = TestEnvironment()
        var sut: ContactListViewModel? = ContactListViewModel(
            model: ContactBookModelController(store: environment.contactStore), directory: environment.directory,
            delegate: nil)
        sut?.viewDidLoad()
        sut?.importButtonTapped()
        weak let released = sut

        sut = nil
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(released == nil)
        #expect(environment.contactStore.saveCount == 0)
    }
}
