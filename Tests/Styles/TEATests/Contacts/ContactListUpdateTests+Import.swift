import Models
import TestSupport
import Testing

@testable import TEA

extension ContactListUpdateTests {
    @Test("\"Import\" marks the import pending and asks the directory")
    func importStarts() {
        var sut = makeSUT()

        sut.send(.importButtonTapped, effects: [.fetchEmployees]) { $0.isImporting = true }
    }

    @Test("a second tap while a request is pending asks nothing more")
    func noSecondRequest() {
        var sut = makeSUT(ContactListState(isImporting: true))

        sut.send(.importButtonTapped)
    }

    @Test("an answer with new names ends the import and saves the book with them, in one write")
    func answerSaves() {
        var sut = makeSUT(
            ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]), isImporting: true))

        sut.send(
            .directoryAnswered(.success(Fixtures.employees("Zed Young", "Madonna", "ann lee", "Bo Diddley"))),
            effects: [
                .saveImport(
                    ContactBook(contacts: [
                        Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young"),
                        Fixtures.contact(3, "Bo", "Diddley"),
                    ]), added: 2, skipped: 2)
            ]
        ) { $0.isImporting = false }
    }

    @Test("the saved import becomes the state's book, with the summary")
    func importSaved() {
        var sut = makeSUT(ContactListState())

        sut.send(
            .importSaveFinished(
                .success(ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])), added: 1, skipped: 0)
        ) {
            $0.book = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])
            $0.alert = AlertState(
                title: "Import finished", message: "Added 1 contact, skipped 0.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("an answer with nothing new writes nothing and still sums up")
    func nothingNew() {
        var sut = makeSUT(
            ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]), isImporting: true))

        sut.send(.directoryAnswered(.success(Fixtures.employees("Ann Lee", "Cher")))) {
            $0.isImporting = false
            $0.alert = AlertState(
                title: "Import finished", message: "Added 0 contacts, skipped 2.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("a refused write adds nothing and says so, without the summary")
    func importNotSaved() {
        var sut = makeSUT(ContactListState())

        sut.send(.importSaveFinished(.failure(.saveFailed(reason: "the disk is full")), added: 1, skipped: 0)) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your contacts were not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test(
        "a failed request ends the import and offers Cancel and Retry with the reason",
        arguments: [
            (DirectoryError.transport(reason: "The request timed out."), "The request timed out."),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func failedRequest(error: DirectoryError, reason: String) {
        var sut = makeSUT(ContactListState(isImporting: true))

        sut.send(.directoryAnswered(.failure(error))) {
            $0.isImporting = false
            $0.alert = AlertState(
                title: "Import failed", message: reason,
                buttons: [
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                    .init(title: "Retry", choice: .retryChosen),
                ])
        }
    }

    @Test("\"Retry\" closes the alert and starts the import again")
    func retry() throws {
        var sut = makeSUT(ContactListState(alert: importFailed))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Retry")), effects: [.fetchEmployees]) {
            $0.alert = nil
            $0.isImporting = true
        }
    }

    @Test("\"Cancel\" after a failure closes the alert and starts nothing")
    func cancelAfterFailure() throws {
        var sut = makeSUT(ContactListState(alert: importFailed))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }
    }

    /// The alert of a request that timed out, written out.
    private var importFailed: AlertState<ContactListMessage> {
        AlertState(
            title: "Import failed", message: "The request timed out.",
            buttons: [
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                .init(title: "Retry", choice: .retryChosen),
            ])
    }
}
