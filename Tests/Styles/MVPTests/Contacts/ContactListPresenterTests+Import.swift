import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

extension ContactListPresenterTests {
    @Test("Import disables the button, shows the indicator and asks the directory once")
    func importStarts() {
        let (sut, view, environment) = makeSUT()

        sut.importButtonTapped()

        #expect(view.messages.unordered == [.importButton(isEnabled: false), .loadingIndicator(isShown: true)])
        #expect(environment.directory.requestCount == 1)
    }

    @Test("a second tap while a request is pending starts no second request")
    func noSecondRequest() {
        let (sut, view, environment) = makeSUT()

        sut.importButtonTapped()
        sut.importButtonTapped()

        #expect(environment.directory.requestCount == 1)
        #expect(view.messages.unordered == [.importButton(isEnabled: false), .loadingIndicator(isShown: true)])
    }

    @Test("an answer stops the indicator, enables Import, saves the new contacts in one write, shows them, sums up")
    func success() {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        sut.importButtonTapped()
        view.clear()

        environment.directory.succeed(with: Fixtures.employees("Zed Young", "Bo Diddley"))

        #expect(
            view.messages.unordered == [
                .loadingIndicator(isShown: false), .importButton(isEnabled: true), .reloadRows,
                .emptyMessage(isShown: false), .alert(notice("Import finished", "Added 2 contacts, skipped 0.")),
            ])
        #expect(environment.contactStore.saveCount == 1)
        #expect((0..<3).map { sut.row(at: $0).nameText } == ["Ann Lee", "Bo Diddley", "Zed Young"])
    }

    @Test(
        "the summary counts what was skipped, and says \"contact\" for one",
        arguments: [
            (["Tiger Nixon", "Madonna", "Ann Lee"], "Added 1 contact, skipped 2."),
            (["Ann Lee"], "Added 0 contacts, skipped 1."),
        ])
    func summaryWording(names: [String], message: String) {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])

        sut.importButtonTapped()
        environment.directory.succeed(
            with: names.enumerated().map { Employee(id: String($0.offset + 1), name: $0.element) })

        #expect(view.alerts == [notice("Import finished", message)])
    }

    @Test("an import that adds nothing writes nothing")
    func nothingToWrite() {
        let (sut, _, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])

        sut.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Ann Lee", "Cher"))

        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("a refused write adds nothing and says so, without the summary")
    func saveFailure() {
        let (sut, view, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        environment.contactStore.failNextSave(reason: "the disk is full")
        sut.importButtonTapped()
        view.clear()

        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(
            view.messages.unordered == [
                .loadingIndicator(isShown: false), .importButton(isEnabled: true),
                .alert(notice("Could not save", "Your contacts were not saved: the disk is full")),
            ])
        #expect(sut.numberOfRows == 1)
    }

    @Test(
        "a failed request stops the indicator, enables Import and offers Cancel and Retry with the reason",
        arguments: [
            (DirectoryError.transport(reason: "The request timed out."), "The request timed out."),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func failure(error: DirectoryError, reason: String) {
        let (sut, view, environment) = makeSUT()
        sut.importButtonTapped()
        view.clear()

        environment.directory.fail(with: error)

        #expect(
            view.messages.unordered == [
                .loadingIndicator(isShown: false), .importButton(isEnabled: true),
                .alert(
                    AlertDisplay(
                        title: "Import failed", message: reason,
                        buttons: [
                            .init(title: "Cancel", role: .cancel),
                            .init(title: "Retry", choice: .retryImport),
                        ])),
            ])
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("Retry starts the import again as the Import button does; Cancel only closes the alert")
    func retryAndCancel() throws {
        let (sut, view, environment) = makeSUT()
        sut.importButtonTapped()
        environment.directory.fail(with: .undecodable)
        let failure = try #require(view.alerts.last)
        view.clear()

        sut.alertButtonTapped(try #require(failure.choice(ofButton: "Retry")))

        #expect(failure.choice(ofButton: "Cancel") == nil)
        #expect(environment.directory.requestCount == 2)
        #expect(view.messages.unordered == [.importButton(isEnabled: false), .loadingIndicator(isShown: true)])
    }

    @Test("an answer after the presenter is gone is dropped: nothing saved, nothing kept alive")
    func lateAnswer() {
        let environment = TestEnvironment()
        var sut: ContactListPresenter? = ContactListPresenter(
            store: environment.contactStore, directory: environment.directory)
        sut?.viewDidLoad()
        sut?.importButtonTapped()
        weak let released = sut

        sut = nil
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(released == nil)
        #expect(environment.contactStore.saveCount == 0)
    }
}
