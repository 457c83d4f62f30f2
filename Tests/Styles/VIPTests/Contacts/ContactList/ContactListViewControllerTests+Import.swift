import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

extension ContactListViewControllerTests {
    @Test("the import's progress sets Import and the indicator as the view model says")
    func progress() throws {
        let (sut, _, _, _) = makeSUT()
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)

        sut.displayImportProgress(
            viewModel: ListContacts.ImportProgress.ViewModel(
                isImportButtonEnabled: false, isLoadingIndicatorAnimating: true))
        let during = (sut.navigationItem.leftBarButtonItem?.isEnabled, indicator.isAnimating, indicator.isHidden)
        sut.displayImportProgress(
            viewModel: ListContacts.ImportProgress.ViewModel(
                isImportButtonEnabled: true, isLoadingIndicatorAnimating: false))

        #expect(during == (false, true, false))
        #expect(sut.navigationItem.leftBarButtonItem?.isEnabled == true)
        #expect(indicator.isAnimating == false)
        #expect(indicator.isHidden)
    }

    @Test("imported contacts fill the list, and the summary is shown")
    func imported() throws {
        let (sut, _, _, window) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)

        sut.displayImportedContacts(
            viewModel: ListContacts.ImportButtonTapped.ViewModel(
                displayedList: Self.displayed(["Garrett Winters"]),
                summary: notice("Import finished", "Added 1 contact, skipped 0.")))

        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Garrett Winters"])
        #expect(try window.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
    }

    @Test("an import failure is an alert whose Retry sends its choice, and whose Cancel sends nothing")
    func failure() throws {
        let (sut, interactor, _, window) = makeSUT()
        let alert = AlertDisplay<ContactListAlertChoice>(
            title: "Import failed", message: "offline",
            buttons: [
                AlertDisplay.Button(title: "Cancel", role: .cancel),
                AlertDisplay.Button(title: "Retry", choice: .retryImport),
            ])
        sut.displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel(alert: alert))
        let shown = try window.alert()
        try window.tapAlertButton("Cancel")
        sut.displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel(alert: alert))

        try window.tapAlertButton("Retry")

        #expect(
            shown
                == AlertSnapshot(
                    title: "Import failed", message: "offline", buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(interactor.messages == [.viewDidLoad, .viewDidAppear, .alertButtonTapped(.retryImport)])
    }
}
