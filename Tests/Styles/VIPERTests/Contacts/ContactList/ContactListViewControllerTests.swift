import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("ContactListViewController", .checkingForLeaks, .profilingEachCase)
struct ContactListViewControllerTests {
    @Test("the screen has Add on the right, Import on the left, the list, the empty label and a stopped indicator")
    func layout() throws {
        let (sut, _) = makeSUT()

        #expect(sut.title == "Contacts")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contacts.addButton")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Import")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contacts.importButton")
        #expect(try sut.element("contacts.empty", as: Label.self).text == "No contacts")
        #expect(try sut.element("contacts.loading", as: ActivityIndicatorView.self).isHidden)
        _ = try sut.element("contacts.list", as: TableView.self)
    }

    @Test("loading, appearing and both bar buttons are reported to the presenter")
    func events() {
        let (sut, presenter) = makeSUT()

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()
        sut.navigationItem.rightBarButtonItem?.tap()
        sut.navigationItem.leftBarButtonItem?.tap()

        #expect(presenter.messages == [.viewDidLoad, .viewDidAppear, .addButtonTapped, .importButtonTapped])
    }

    @Test("a displayed list fills the rows the presenter prepared, each with the placeholder picture")
    func displaysList() throws {
        let (sut, _) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)

        sut.display(ContactListDisplay(rows: Self.rows(["Ana Lee", "Tiger Nixon"]), showsEmptyMessage: false))

        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Tiger Nixon"])
        #expect(
            table.visibleCells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == [Image(named: "contact-placeholder"), Image(named: "contact-placeholder")])
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden)
    }

    @Test("an empty list shows the empty label")
    func emptyList() throws {
        let (sut, _) = makeSUT()

        sut.display(ContactListDisplay(rows: [], showsEmptyMessage: true))

        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == false)
    }

    @Test("a new row is inserted at its place, without a reload")
    func insertsRow() throws {
        let (sut, _) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)
        sut.display(ContactListDisplay(rows: [], showsEmptyMessage: true))
        table.clearUpdates()

        sut.display(ContactListDisplay(rows: Self.rows(["Ana Lee"]), showsEmptyMessage: false), insertingRowAt: 0)

        #expect(table.updates == [.insertRows([IndexPath(row: 0, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee"])
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden)
    }

    @Test("while importing, Import is disabled and the indicator spins; after, the reverse")
    func importing() throws {
        let (sut, _) = makeSUT()
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)

        sut.displayImporting(true)
        let during = (sut.navigationItem.leftBarButtonItem?.isEnabled, indicator.isAnimating, indicator.isHidden)
        sut.displayImporting(false)

        #expect(during == (false, true, false))
        #expect(sut.navigationItem.leftBarButtonItem?.isEnabled == true)
        #expect(indicator.isAnimating == false)
        #expect(indicator.isHidden)
    }

    @Test("an alert the presenter asks for goes on top of what is shown; Retry reports its choice, Cancel none")
    func alert() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(showing: sut)
        let alert = AlertDisplay<ContactListAlertChoice>(
            title: "Import failed", message: "offline",
            buttons: [
                AlertDisplay.Button(title: "Cancel", role: .cancel),
                AlertDisplay.Button(title: "Retry", choice: .retryImport),
            ])
        sut.present(ViewController(), animated: false)
        sut.showAlert(alert)
        #expect(
            try window.alert()
                == AlertSnapshot(
                    title: "Import failed", message: "offline", buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(window.window.presentationWarnings.isEmpty)
        try window.tapAlertButton("Cancel")
        sut.showAlert(alert)

        try window.tapAlertButton("Retry")

        #expect(
            presenter.messages.filter { if case .alertButtonTapped = $0 { true } else { false } } == [
                .alertButtonTapped(.retryImport)
            ])
    }

    static func rows(_ names: [String]) -> [ContactRowDisplay] {
        names.enumerated().map { ContactRowDisplay(id: $0.offset + 1, nameText: $0.element) }
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListViewController, ContactListPresenterSpy) {
        let presenter = ContactListPresenterSpy()
        let sut = ContactListViewController(presenter: presenter)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(presenter, sourceLocation: sourceLocation)
        _ = sut.view
        return (sut, presenter)
    }
}
