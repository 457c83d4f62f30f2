import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The passive contacts view with a presenter spy: it reports every tap and applies what it is told.
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

        #expect(presenter.messages.unordered == [.viewDidLoad, .viewDidAppear, .addButtonTapped, .importButtonTapped])
    }

    @Test("reloading shows the presenter's rows, each with its name and the placeholder picture")
    func reloadsRows() throws {
        let (sut, presenter) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)
        presenter.rows = Self.rows("Ana Lee", "Tiger Nixon")

        sut.reloadRows()

        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Tiger Nixon"])
        #expect(
            table.visibleCells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == [Image(named: "contact-placeholder"), Image(named: "contact-placeholder")])
    }

    @Test("a new row is inserted where the presenter says, without a reload")
    func insertsRow() throws {
        let (sut, presenter) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)
        presenter.rows = Self.rows("Ana Lee", "Zed Young")
        sut.reloadRows()
        table.clearUpdates()
        presenter.rows = Self.rows("Ana Lee", "Mia Ng", "Zed Young")

        sut.insertRow(at: 1)

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Mia Ng", "Zed Young"])
    }

    @Test("the empty label, Import and the indicator show what the presenter says")
    func appliesWhatItIsTold() throws {
        let (sut, _) = makeSUT()
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)

        sut.showEmptyMessage(false)
        sut.setImportButtonEnabled(false)
        sut.showLoadingIndicator(true)
        let during = (sut.navigationItem.leftBarButtonItem?.isEnabled, indicator.isAnimating, indicator.isHidden)
        sut.setImportButtonEnabled(true)
        sut.showLoadingIndicator(false)

        #expect(try sut.element("contacts.empty", as: Label.self).isHidden)
        #expect(during == (false, true, false))
        #expect(sut.navigationItem.leftBarButtonItem?.isEnabled == true)
        #expect(indicator.isHidden)
    }

    @Test("told to show New Contact, it presents the screen it was given to build, modally")
    func showsNewContact() throws {
        let newContact = ViewController()
        let (sut, _) = makeSUT(newContact: newContact)
        let window = TestWindow(showing: sut)

        sut.showNewContact()

        #expect(window.window.presentationChain.last === newContact)
    }

    @Test("an alert shows as the presenter words it; Retry reports its choice")
    func alert() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(showing: sut)

        sut.showAlert(
            AlertDisplay(
                title: "Import failed", message: "The directory's answer could not be read.",
                buttons: [
                    .init(title: "Cancel", role: .cancel),
                    .init(title: "Retry", choice: .retryImport),
                ]))
        let shown = try window.alert()
        try window.tapAlertButton("Retry")

        #expect(
            shown
                == AlertSnapshot(
                    title: "Import failed", message: "The directory's answer could not be read.",
                    buttons: [.cancel("Cancel"), .default("Retry")]))
        #expect(presenter.alertChoices == [.retryImport])
    }

    static func rows(_ names: String...) -> [ContactRowDisplay] {
        names.enumerated().map { ContactRowDisplay(id: $0.offset + 1, nameText: $0.element) }
    }

    private func makeSUT(
        newContact: ViewController = ViewController(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListViewController, ContactListPresenterStub) {
        let presenter = ContactListPresenterStub()
        let sut = ContactListViewController(presenter: presenter) { newContact }
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(presenter, sourceLocation: sourceLocation)
        _ = sut.view
        return (sut, presenter)
    }
}
