import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The Contacts view over its real view model: it binds every output and forwards every event.
@Suite("ContactListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewControllerTests {
    @Test("is titled \"Contacts\", with Add on the right, Import on the left, the empty label and a hidden indicator")
    func layout() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(sut.title == "Contacts")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contacts.addButton")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Import")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contacts.importButton")
        #expect(try sut.element("contacts.empty", as: Label.self).text == "No contacts")
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("contacts.loading", as: ActivityIndicatorView.self).isHidden == true)
    }

    @Test("rows are bound to cells with the full name and the placeholder picture")
    func rowsBoundToCells() throws {
        let (sut, _, _, _) = makeSUT([Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")])
        let cells = try sut.element("contacts.list", as: TableView.self).visibleCells

        #expect(cells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Zed Young"])
        #expect(
            cells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == Array(repeating: Image(named: "contact-placeholder"), count: 2))
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == true)
    }

    @Test("Import disables its button and spins the indicator until the answer, then the summary is presented")
    func importBindings() throws {
        let (sut, _, directory, host) = makeSUT()
        let importButton = try #require(sut.navigationItem.leftBarButtonItem)
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)
        let table = try sut.element("contacts.list", as: TableView.self)

        importButton.tap()
        #expect(importButton.isEnabled == false)
        #expect(indicator.isAnimating == true)
        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(importButton.isEnabled == true)
        #expect(indicator.isHidden == true)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Tiger Nixon"])
        #expect(try host.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
    }

    @Test("\"Add\" presents New Contact, modal in its own navigation stack, over this screen")
    func addPresentsNewContact() throws {
        let (sut, _, _, host) = makeSUT()

        sut.navigationItem.rightBarButtonItem?.tap()

        let newContact = try #require(host.presentedScreen(AddContactViewController.self))
        #expect(newContact.navigationController?.presentingViewController === host.window.rootViewController)
    }

    @Test("a contact saved on New Contact is inserted at its sorted row, and New Contact is dismissed")
    func insertion() throws {
        let (sut, _, _, host) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let table = try sut.element("contacts.list", as: TableView.self)
        sut.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(host.presentedScreen(AddContactViewController.self))

        try newContact.element("contact.firstName", as: TextField.self).enterText("Mia")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Ng")
        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(table.updates.contains(.insertRows([IndexPath(row: 1, section: 0)])))
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(host.showsModalScreen == false)
    }

    @Test("an alert goes over a screen this one presents, so none is lost")
    func alertOverPresentedScreen() throws {
        let (sut, _, directory, host) = makeSUT()
        sut.present(ViewController(), animated: false)

        sut.navigationItem.leftBarButtonItem?.tap()
        directory.fail(with: .undecodable)

        #expect(try host.alert().title == "Import failed")
        #expect(host.window.presentationWarnings.isEmpty)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, _, host) = makeSUT(loadFailure: .unreadable(keptAs: "contacts.unreadable-1.json"))

        #expect(try host.alert().title == "Could not load contacts")
    }

    /// The view on its view model and model controller, over the environment's doubles.
    private func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListViewController, model: ContactBookModelController, directory: EmployeeDirectoryStub,
        host: TestWindow
    ) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
        let model = ContactBookModelController(store: environment.contactStore)
        let viewModel = ContactListViewModel(model: model, directory: environment.directory)
        let sut = ContactListViewController(viewModel: viewModel)
        for object in [sut, viewModel, model] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, model, environment.directory, TestWindow(showing: sut))
    }
}
