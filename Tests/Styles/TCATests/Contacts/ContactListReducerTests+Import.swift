import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

extension ContactListReducerTests {
    @Test("\"Import\" marks the import pending and asks the directory once, even when tapped again meanwhile")
    func importStarts() {
        let (store, _, directory) = makeSUT()

        store.send(.importButtonTapped) { $0.isImporting = true }
        store.send(.importButtonTapped)

        #expect(directory.requestCount == 1)
        directory.fail(with: .undecodable)
        store.receive(.directoryResponse(.failure(.undecodable))) {
            $0.isImporting = false
            $0.alert = AlertState(
                title: "Import failed", message: "The directory's answer could not be read.",
                buttons: [
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                    .init(title: "Retry", choice: .retryChosen),
                ])
        }
    }

    @Test("an answer with new names ends the import, saves the book with them in one write, and sums up")
    func answerSaves() {
        let (store, contactStore, directory) = makeSUT(
            ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))
        let imported = ContactBook(contacts: [
            Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young"),
            Fixtures.contact(3, "Bo", "Diddley"),
        ])

        store.send(.importButtonTapped) { $0.isImporting = true }
        directory.succeed(with: Fixtures.employees("Zed Young", "Madonna", "ann lee", "Bo Diddley"))
        store.receive(.directoryResponse(.success(Fixtures.employees("Zed Young", "Madonna", "ann lee", "Bo Diddley"))))
        {
            $0.isImporting = false
        }
        store.receive(.importSaveResponse(.success(imported), added: 2, skipped: 2)) {
            $0.book = imported
            $0.alert = AlertState(
                title: "Import finished", message: "Added 2 contacts, skipped 2.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }

        #expect(contactStore.document == imported)
        #expect(contactStore.saveCount == 1)
    }

    @Test("one new contact is summed up as \"1 contact\"")
    func oneAdded() {
        let (store, _, directory) = makeSUT()

        store.send(.importButtonTapped) { $0.isImporting = true }
        directory.succeed(with: Fixtures.employees("Tiger Nixon"))
        store.receive(.directoryResponse(.success(Fixtures.employees("Tiger Nixon")))) { $0.isImporting = false }
        store.receive(
            .importSaveResponse(
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
        let (store, contactStore, directory) = makeSUT(
            ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))

        store.send(.importButtonTapped) { $0.isImporting = true }
        directory.succeed(with: Fixtures.employees("Ann Lee", "Cher"))
        store.receive(.directoryResponse(.success(Fixtures.employees("Ann Lee", "Cher")))) {
            $0.isImporting = false
            $0.alert = AlertState(
                title: "Import finished", message: "Added 0 contacts, skipped 2.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }

        #expect(contactStore.saveCount == 0)
    }

    @Test("a refused write adds nothing and says so, without the summary")
    func importNotSaved() {
        let (store, contactStore, directory) = makeSUT()
        contactStore.failNextSave(reason: "the disk is full")

        store.send(.importButtonTapped) { $0.isImporting = true }
        directory.succeed(with: Fixtures.employees("Tiger Nixon"))
        store.receive(.directoryResponse(.success(Fixtures.employees("Tiger Nixon")))) { $0.isImporting = false }
        store.receive(.importSaveResponse(.failure(.saveFailed(reason: "the disk is full")), added: 1, skipped: 0)) {
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
        let (store, _, directory) = makeSUT()

        store.send(.importButtonTapped) { $0.isImporting = true }
        directory.fail(with: error)
        store.receive(.directoryResponse(.failure(error))) {
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
        let (store, _, directory) = makeSUT(ContactListState(alert: importFailed))

        store.send(try #require(store.state.alert?.choice(ofButton: "Retry"))) {
            $0.alert = nil
            $0.isImporting = true
        }

        #expect(directory.requestCount == 1)
        directory.succeed(with: [])
        store.receive(.directoryResponse(.success([]))) {
            $0.isImporting = false
            $0.alert = AlertState(
                title: "Import finished", message: "Added 0 contacts, skipped 0.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("\"Retry\" while a request is pending asks nothing more")
    func retryWhilePending() {
        let (store, _, directory) = makeSUT(ContactListState(isImporting: true, alert: importFailed))

        store.send(.retryChosen) { $0.alert = nil }

        #expect(directory.requestCount == 0)
    }

    @Test("\"Cancel\" after a failure closes the alert and starts nothing")
    func cancelAfterFailure() throws {
        let (store, _, directory) = makeSUT(ContactListState(alert: importFailed))

        store.send(try #require(store.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }

        #expect(directory.requestCount == 0)
    }

    /// The alert of a request that timed out, written out.
    private var importFailed: AlertState<ContactListAction> {
        AlertState(
            title: "Import failed", message: "The request timed out.",
            buttons: [
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                .init(title: "Retry", choice: .retryChosen),
            ])
    }
}
