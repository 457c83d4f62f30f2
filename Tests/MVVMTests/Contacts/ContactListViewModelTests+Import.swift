import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct ContactListViewModelImportTests {
    @Test("\"Import\" disables the button, shows loading and asks the directory once")
    func importStarts() {
        let (sut, _, directory) = makeContactListViewModel()
        let enabled = History(sut.isImportEnabled)
        let loading = History(sut.isLoading)

        sut.importButtonTapped()

        #expect(enabled.values == [true, false])
        #expect(loading.values == [false, true])
        #expect(directory.requestCount == 1)
    }

    @Test("a second tap while a request is pending starts no second request")
    func noSecondRequest() {
        let (sut, _, directory) = makeContactListViewModel()

        sut.importButtonTapped()
        sut.importButtonTapped()

        #expect(directory.requestCount == 1)
    }

    @Test("a successful answer stops loading, enables Import, saves the new contacts in one write and reloads")
    func successAdds() {
        let (sut, store, directory) = makeContactListViewModel(ContactFixtures.book("Ann Lee"))
        let enabled = History(sut.isImportEnabled)
        let loading = History(sut.isLoading)
        let rows = History(sut.rows)

        sut.importButtonTapped()
        directory.succeed(with: ContactFixtures.employees("Zed Young", "Bo Diddley"))

        #expect(enabled.values == [true, false, true])
        #expect(loading.values == [false, true, false])
        #expect(store.saveCount == 1)
        #expect(store.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Bo Diddley"])
        #expect(rows.values.map(\.change) == [.reloaded, .reloaded])
        #expect(sut.rowNames == ["Ann Lee", "Bo Diddley", "Zed Young"])
        #expect(sut.alert.value?.summary == .notice("Import finished", "Added 2 contacts, skipped 0."))
    }

    @Test("the summary counts skipped names: no space, already listed (folded), or repeated in the answer")
    func skipsAreCounted() {
        let (sut, store, directory) = makeContactListViewModel(ContactFixtures.book("Ann Lee"))

        sut.importButtonTapped()
        directory.succeed(
            with: ContactFixtures.employees(
                "  Tiger Nixon ", "Madonna", "ANN LÉE", "tiger nixon", "Ana María López"))

        #expect(store.document.contacts.map(\.fullName) == ["Ann Lee", "Tiger Nixon", "Ana María López"])
        #expect(sut.alert.value?.summary == .notice("Import finished", "Added 2 contacts, skipped 3."))
    }

    @Test("one added contact is named in the singular")
    func singular() {
        let (sut, _, directory) = makeContactListViewModel()

        sut.importButtonTapped()
        directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(sut.alert.value?.summary == .notice("Import finished", "Added 1 contact, skipped 0."))
        #expect(sut.isEmptyLabelHidden.value == true)
    }

    @Test("when nothing is new there is no write and no reload, but still the summary")
    func nothingNew() {
        let (sut, store, directory) = makeContactListViewModel(ContactFixtures.book("Ann Lee"))
        let rows = History(sut.rows)

        sut.importButtonTapped()
        directory.succeed(with: ContactFixtures.employees("Ann Lee", "Cher"))

        #expect(store.saveCount == 0)
        #expect(rows.values.count == 1)
        #expect(sut.alert.value?.summary == .notice("Import finished", "Added 0 contacts, skipped 2."))
    }

    @Test("a failed write adds nothing and says so, without the summary")
    func failedWrite() {
        let (sut, store, directory) = makeContactListViewModel(ContactFixtures.book("Ann Lee"))
        let rows = History(sut.rows)
        store.failNextSave(reason: "the disk is full")

        sut.importButtonTapped()
        directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(
            sut.alert.value?.summary == .notice("Could not save", "Your contacts were not saved: the disk is full"))
        #expect(rows.values.count == 1)
        #expect(sut.rowNames == ["Ann Lee"])
        #expect(sut.contactBook == ContactFixtures.book("Ann Lee"))
        #expect(sut.isImportEnabled.value == true)
        #expect(sut.isLoading.value == false)
    }

    @Test(
        "a failed request stops loading, enables Import and offers Cancel and Retry with the reason",
        arguments: [
            (
                DirectoryError.transport(reason: "The Internet connection appears to be offline."),
                "The Internet connection appears to be offline."
            ),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func failedRequest(error: DirectoryError, reason: String) {
        let (sut, store, directory) = makeContactListViewModel()
        let enabled = History(sut.isImportEnabled)
        let loading = History(sut.isLoading)

        sut.importButtonTapped()
        directory.fail(with: error)

        #expect(enabled.values == [true, false, true])
        #expect(loading.values == [false, true, false])
        #expect(
            sut.alert.value?.summary
                == AlertSummary(title: "Import failed", message: reason, actions: ["Cancel (cancel)", "Retry"]))
        #expect(store.saveCount == 0)
    }

    @Test("\"Retry\" starts the import again as the Import button does")
    func retry() throws {
        let (sut, _, directory) = makeContactListViewModel()
        let loading = History(sut.isLoading)
        sut.importButtonTapped()
        directory.fail(with: .undecodable)

        try sut.alert.choose("Retry")

        #expect(directory.requestCount == 2)
        #expect(loading.values == [false, true, false, true])
        #expect(sut.isImportEnabled.value == false)
        #expect(sut.alert.value == nil)
        directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))
        #expect(sut.rowNames == ["Tiger Nixon"])
    }

    @Test("\"Cancel\" after a failure starts nothing")
    func cancelAfterFailure() throws {
        let (sut, _, directory) = makeContactListViewModel()
        sut.importButtonTapped()
        directory.fail(with: .undecodable)

        try sut.alert.choose("Cancel")

        #expect(directory.requestCount == 1)
        #expect(sut.isImportEnabled.value == true)
        #expect(sut.alert.value == nil)
    }

    @Test("an answer after the view model is gone is dropped: nothing saved, nothing kept alive")
    func lateAnswer() {
        let environment = TestEnvironment()
        var sut: ContactListViewModel? = ContactListViewModel(
            store: environment.contactStore, directory: environment.directory)
        sut?.viewDidLoad()
        sut?.importButtonTapped()
        weak let released = sut

        sut = nil
        environment.directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(released == nil)
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("a contact added while an import was pending keeps both: the import saves on top of the current book")
    func importAfterNewContact() throws {
        let (sut, store, directory) = makeContactListViewModel()
        sut.importButtonTapped()
        let newContact = AddContactViewModel(store: store, delegate: sut)
        newContact.firstNameChanged("Mia")
        newContact.lastNameChanged("Ng")

        newContact.doneButtonTapped()
        directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(store.document.contacts.map(\.fullName) == ["Mia Ng", "Tiger Nixon"])
        #expect(sut.rowNames == ["Mia Ng", "Tiger Nixon"])
    }
}
