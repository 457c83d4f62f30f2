import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Contacts view on a real driver, update and effect handler over fakes: it renders every part
/// of the state, New Contact included, and sends a message for everything the user does.
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

    @Test("rows show the book's contacts in list order, with the full name and the placeholder picture")
    func rows() throws {
        let (sut, _, _, _) = makeSUT([Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")])
        let cells = try sut.element("contacts.list", as: TableView.self).visibleCells

        #expect(cells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Zed Young"])
        #expect(
            cells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == Array(repeating: Image(named: "contact-placeholder"), count: 2))
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == true)
    }

    @Test("Import sends its tap; while the import is pending the button is disabled and the indicator spins")
    func importRendering() throws {
        let (sut, messages, environment, host) = makeSUT()
        let importButton = try #require(sut.navigationItem.leftBarButtonItem)
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)
        let table = try sut.element("contacts.list", as: TableView.self)
        messages.reset()

        importButton.tap()
        #expect(messages.messages == [.importButtonTapped])
        #expect(importButton.isEnabled == false)
        #expect(indicator.isAnimating == true)
        table.clearUpdates()
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(importButton.isEnabled == true)
        #expect(indicator.isHidden == true)
        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Tiger Nixon"])
        #expect(try host.alert() == .ok("Import finished", "Added 1 contact, skipped 0."))
    }

    @Test("Add sends its tap, and the form it puts in the state is presented modally in its own navigation stack")
    func newContactPresented() throws {
        let (sut, messages, _, host) = makeSUT()
        messages.reset()

        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(messages.messages == [.addButtonTapped])
        #expect(host.presentedScreen(AddContactViewController.self) != nil)
    }

    @Test("a saved contact is inserted at its sorted row, without a reload, and New Contact is dismissed")
    func insertion() throws {
        let (sut, _, _, host) = makeSUT([Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")])
        let table = try sut.element("contacts.list", as: TableView.self)
        sut.navigationItem.rightBarButtonItem?.tap()
        let form = try #require(host.presentedScreen(AddContactViewController.self))
        try form.element("contact.firstName", as: TextField.self).enterText("Mia")
        try form.element("contact.lastName", as: TextField.self).enterText("Ng")
        table.clearUpdates()

        form.navigationItem.rightBarButtonItem?.tap()

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(host.showsModalScreen == false)
    }

    @Test("Cancel takes the form out of the state, and New Contact is dismissed")
    func newContactDismissed() throws {
        let (sut, _, _, host) = makeSUT()
        sut.navigationItem.rightBarButtonItem?.tap()
        let form = try #require(host.presentedScreen(AddContactViewController.self))

        form.navigationItem.leftBarButtonItem?.tap()

        #expect(host.showsModalScreen == false)
    }

    @Test("the list's alert goes over New Contact when the form is open, and its button sends its message")
    func alertOverNewContact() throws {
        let (sut, messages, environment, host) = makeSUT()
        sut.navigationItem.leftBarButtonItem?.tap()
        sut.navigationItem.rightBarButtonItem?.tap()

        environment.directory.fail(with: .undecodable)
        #expect(try host.alert().title == "Import failed")
        #expect(host.window.presentationWarnings.isEmpty)
        messages.reset()
        try host.tapAlertButton("Retry")

        #expect(messages.messages == [.retryChosen])
        #expect(host.presentedScreen(AddContactViewController.self) != nil)
        #expect(environment.directory.requestCount == 2)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, environment, host) = makeSUT(loadFailure: .unreadable(keptAs: "contacts.unreadable-1.json"))

        #expect(
            try host.alert()
                == .ok(
                    "Could not load contacts",
                    "Your saved contacts could not be read and were kept in contacts.unreadable-1.json."))
        #expect(environment.contactStore.saveCount == 0)
    }

    /// The screen on a driver with the real update function, whose messages a spy records, and the
    /// real effect handler over the environment's doubles, shown in a window.
    private func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListViewController, messages: MessageSpy<ContactListMessage>, environment: TestEnvironment,
        host: TestWindow
    ) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
        let messages = MessageSpy<ContactListMessage>()
        let effects = ContactListEffectHandler(store: environment.contactStore, directory: environment.directory)
        let driver = Driver.recording(
            into: messages, state: ContactListState(), update: ContactListUpdate.update, perform: effects.perform)
        let sut = ContactListViewController(driver: driver)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(driver, sourceLocation: sourceLocation)
        return (sut, messages, environment, TestWindow(showing: sut))
    }
}
