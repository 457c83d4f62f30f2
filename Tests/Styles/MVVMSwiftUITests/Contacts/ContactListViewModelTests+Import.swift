import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

extension ContactListViewModelTests {
    @Test("\"Import\" disables the button, shows loading and asks the directory once, even when tapped again")
    func importStarts() {
        let (sut, _, directory) = makeSUT()

        sut.importButtonTapped()
        sut.importButtonTapped()

        #expect(sut.isImportEnabled == false)
        #expect(sut.isLoading)
        #expect(directory.requestCount == 1)
    }

    @Test("a successful answer stops loading, saves the new contacts in one write, shows them and sums up")
    func successAdds() {
        let (sut, store, directory) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        sut.importButtonTapped()

        directory.succeed(with: Fixtures.employees("Zed Young", "Bo Diddley"))

        #expect(sut.isImportEnabled)
        #expect(sut.isLoading == false)
        #expect(store.saveCount == 1)
        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Bo Diddley", "Zed Young"])
        #expect(
            sut.alert
                == Alert(
                    title: "Import finished", message: "Added 2 contacts, skipped 0.", buttons: [.init(title: "OK")]))
    }

    @Test("the summary counts what was skipped, and names one added contact in the singular; nothing new, no write")
    func summaryWording() {
        let (sut, store, directory) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importButtonTapped()
        directory.succeed(with: Fixtures.employees("Garrett Winters", "Tiger Nixon", "Cher"))
        let first = sut.alert?.message
        sut.alertDismissed()
        sut.importButtonTapped()

        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(first == "Added 1 contact, skipped 2.")
        #expect(sut.alert?.message == "Added 0 contacts, skipped 1.")
        #expect(store.saveCount == 1)
    }

    @Test("a failed request offers Cancel and Retry; Retry asks the directory again")
    func failureOffersRetry() throws {
        let (sut, store, directory) = makeSUT()
        sut.importButtonTapped()
        directory.fail(with: .status("error"))
        let failure = sut.alert
        let retry = try #require(sut.alert?.choice(ofButton: "Retry"))

        sut.alertDismissed()
        sut.alertButtonTapped(retry)

        #expect(
            failure
                == Alert(
                    title: "Import failed", message: "The directory answered with status error.",
                    buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Retry", choice: .retryImport)]))
        #expect(directory.requestCount == 2)
        #expect(sut.isLoading)
        #expect(store.saveCount == 0)
    }

    @Test("imported contacts the store refuses are not shown, and the refusal is told with its reason")
    func importRefused() {
        let (sut, store, directory) = makeSUT()
        store.failNextSave(reason: "the disk is full")
        sut.importButtonTapped()

        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(
            sut.alert
                == Alert(
                    title: "Could not save", message: "Your contacts were not saved: the disk is full",
                    buttons: [.init(title: "OK")]))
        #expect(sut.rows.isEmpty)
    }

    @Test("an answer that comes after the view model is gone is dropped: nothing is written")
    func answerAfterViewModelGone() {
        let store = InMemoryStore(ContactBook())
        let directory = EmployeeDirectoryStub()
        var sut: ContactListViewModel? = ContactListViewModel(
            model: ContactBookModelController(store: store), directory: directory)
        sut?.importButtonTapped()
        weak let released = sut
        sut = nil

        directory.succeed(with: Fixtures.employees("Late Answer"))

        #expect(released == nil)
        #expect(store.saveCount == 0)
    }
}
