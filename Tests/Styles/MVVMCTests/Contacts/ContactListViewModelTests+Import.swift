import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension ContactListViewModelTests {
    @Test("\"Import\" disables the button, shows loading and asks the directory once")
    func importStarts() {
        let (sut, _, environment) = makeSUT()
        let importEnabled = TestObserver<Bool>()
        let loading = TestObserver<Bool>()
        sut.outputs.isImportEnabled.observe(importEnabled.observer)
        sut.outputs.isLoading.observe(loading.observer)

        sut.inputs.importButtonTapped()

        #expect(importEnabled.values == [true, false])
        #expect(loading.values == [false, true])
        #expect(environment.directory.requestCount == 1)
    }

    @Test("a second tap while a request is pending starts no second request")
    func noSecondRequest() {
        let (sut, _, environment) = makeSUT()

        sut.inputs.importButtonTapped()
        sut.inputs.importButtonTapped()

        #expect(environment.directory.requestCount == 1)
    }

    @Test("a successful answer stops loading, enables Import, saves the new contacts in one write and reloads")
    func successAdds() {
        let (sut, _, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        let importEnabled = TestObserver<Bool>()
        let loading = TestObserver<Bool>()
        let rows = TestObserver<ContactListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.isImportEnabled.observe(importEnabled.observer)
        sut.outputs.isLoading.observe(loading.observer)
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Zed Young", "Bo Diddley"))

        #expect(importEnabled.values == [true, false, true])
        #expect(loading.values == [false, true, false])
        #expect(environment.contactStore.saveCount == 1)
        #expect(rows.values.map(\.change) == [.reloaded, .reloaded])
        #expect(rows.lastValue?.map(\.nameText) == ["Ann Lee", "Bo Diddley", "Zed Young"])
        #expect(
            alerts.values == [
                Alert(title: "Import finished", message: "Added 2 contacts, skipped 0.", buttons: [.init(title: "OK")])
            ])
    }

    @Test("the summary counts what was skipped, and names one added contact in the singular")
    func summaryWording() {
        let (sut, _, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon", "Madonna", "Ann Lee"))

        #expect(alerts.values.map(\.message) == ["Added 1 contact, skipped 2."])
    }

    @Test("a failed write adds nothing and says so, without the summary")
    func failedWrite() {
        let (sut, _, environment) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])
        let rows = TestObserver<ContactListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        let importEnabled = TestObserver<Bool>()
        let loading = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.isImportEnabled.observe(importEnabled.observer)
        sut.outputs.isLoading.observe(loading.observer)
        environment.contactStore.failNextSave(reason: "the disk is full")

        sut.inputs.importButtonTapped()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(
            alerts.values == [
                Alert(
                    title: "Could not save", message: "Your contacts were not saved: the disk is full",
                    buttons: [.init(title: "OK")])
            ])
        #expect(rows.values.map { $0.map(\.nameText) } == [["Ann Lee"]])
        #expect(importEnabled.values == [true, false, true])
        #expect(loading.values == [false, true, false])
    }

    @Test(
        "a failed request stops loading, enables Import and offers Cancel and Retry with the reason",
        arguments: [
            (DirectoryError.transport(reason: "The request timed out."), "The request timed out."),
            (.undecodable, "The directory's answer could not be read."),
            (.status("error"), "The directory answered with status error."),
        ])
    func failedRequest(error: DirectoryError, reason: String) {
        let (sut, _, environment) = makeSUT()
        let loading = TestObserver<Bool>()
        let importEnabled = TestObserver<Bool>()
        let alerts = TestObserver<Alert>()
        sut.outputs.isLoading.observe(loading.observer)
        sut.outputs.isImportEnabled.observe(importEnabled.observer)
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.importButtonTapped()
        environment.directory.fail(with: error)

        #expect(loading.values == [false, true, false])
        #expect(importEnabled.values == [true, false, true])
        #expect(
            alerts.values == [
                Alert(
                    title: "Import failed", message: reason,
                    buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Retry", choice: .retryImport)])
            ])
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("\"Retry\" starts the import again as the Import button does")
    func retry() throws {
        let (sut, _, environment) = makeSUT()
        let loading = TestObserver<Bool>()
        let importEnabled = TestObserver<Bool>()
        let alerts = TestObserver<Alert>()
        sut.outputs.isLoading.observe(loading.observer)
        sut.outputs.isImportEnabled.observe(importEnabled.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.importButtonTapped()
        environment.directory.fail(with: .undecodable)

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: "Retry")))

        #expect(environment.directory.requestCount == 2)
        #expect(loading.values == [false, true, false, true])
        #expect(importEnabled.values == [true, false, true, false])
    }

    @Test("\"Cancel\" after a failure only closes the alert: it has no choice to send")
    func cancelAfterFailure() throws {
        let (sut, _, environment) = makeSUT()
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.importButtonTapped()

        environment.directory.fail(with: .undecodable)

        #expect(try #require(alerts.lastValue).choice(ofButton: "Cancel") == nil)
    }

    @Test("an answer after the view model is gone is dropped: nothing saved, nothing kept alive")
    func lateAnswer() {
        let environment = TestEnvironment()
        var sut: (any ContactListViewModelType)? = ContactListViewModel(
            model: ContactBookModelController(store: environment.contactStore), directory: environment.directory)
        sut?.inputs.viewDidLoad()
        sut?.inputs.importButtonTapped()
        weak let released = sut

        sut = nil
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(released == nil)
        #expect(environment.contactStore.saveCount == 0)
    }
}
