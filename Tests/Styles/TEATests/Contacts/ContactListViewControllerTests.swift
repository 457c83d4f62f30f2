import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Contacts view controller on a driver that starts from a literal state, runs the real update
/// function and performs no effect: it applies the view, New Contact included, tells the table how
/// the rows changed, and sends a message for everything the user does.
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

    @Test("loading and the first appearance each send their message")
    func lifecycle() {
        let (_, _, messages, _) = makeSUT()

        #expect(messages.messages == [.viewDidLoad, .viewDidAppear])
    }

    @Test("each cell copies its row's name beside the placeholder picture")
    func appliesRows() throws {
        let (sut, _, _, _) = makeSUT(
            ContactListState(
                book: ContactBook(contacts: [Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")])))
        let cells = try sut.element("contacts.list", as: TableView.self).visibleCells

        #expect(cells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Zed Young"])
        #expect(
            cells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image }
                == Array(repeating: Image(named: "contact-placeholder"), count: 2))
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == true)
    }

    @Test("Import sends its tap; while the view says loading, Import is disabled and the indicator spins")
    func importing() throws {
        let (sut, driver, messages, _) = makeSUT()
        let importButton = try #require(sut.navigationItem.leftBarButtonItem)
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)

        importButton.tap()
        #expect(messages.messages.last == .importButtonTapped)
        #expect(importButton.isEnabled == false)
        #expect(indicator.isAnimating == true)
        driver.send(.directoryAnswered(.failure(.undecodable)))

        #expect(importButton.isEnabled == true)
        #expect(indicator.isHidden == true)
    }

    @Test("a saved contact's row is inserted at its sorted place without a reload, and New Contact is dismissed")
    func insertion() throws {
        let before = [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]
        let (sut, driver, _, host) = makeSUT(
            ContactListState(book: ContactBook(contacts: before), addContact: AddContactState(firstName: "Mia")))
        let table = try sut.element("contacts.list", as: TableView.self)
        table.clearUpdates()

        driver.send(.addContact(.saved(ContactBook(contacts: before + [Fixtures.contact(3, "Mia", "Ng")]))))

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(host.showsModalScreen == false)
    }

    @Test("any other change of the rows shows the new rows")
    func otherChange() throws {
        let (sut, driver, _, _) = makeSUT(
            ContactListState(book: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")])))
        let table = try sut.element("contacts.list", as: TableView.self)

        driver.send(
            .loadFinished(
                .success(
                    ContactBook(contacts: [Fixtures.contact(2, "Bo", "Diddley"), Fixtures.contact(3, "Cy", "Twombly")]))
            ))

        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Bo Diddley", "Cy Twombly"])
        #expect(table.inconsistencies.isEmpty)
    }

    @Test("Add sends its tap, and the form it puts in the view is presented modally in its own navigation stack")
    func addContactPresented() throws {
        let (sut, _, messages, host) = makeSUT()

        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(messages.messages.last == .addButtonTapped)
        #expect(host.presentedScreen(AddContactViewController.self) != nil)
    }

    @Test("New Contact is handed its part of the view and sends its messages wrapped for the list")
    func addContactApplied() throws {
        let (_, _, messages, host) = makeSUT(ContactListState(addContact: AddContactState(firstName: "Mia")))
        let form = try #require(host.presentedScreen(AddContactViewController.self))

        #expect(try form.element("contact.firstName", as: TextField.self).text == "Mia")
        try form.element("contact.lastName", as: TextField.self).enterText("Ng")

        #expect(messages.messages.last == .addContact(.lastNameChanged("Ng")))
    }

    @Test("when the form leaves the view, New Contact is dismissed")
    func addContactDismissed() throws {
        let (_, driver, _, host) = makeSUT(ContactListState(addContact: AddContactState(firstName: "Mia")))

        driver.send(.addContact(.cancelButtonTapped))

        #expect(host.showsModalScreen == false)
    }

    @Test("the list's alert goes over New Contact when the form is open, and a button sends its choice")
    func alertOverAddContact() throws {
        let (_, _, messages, host) = makeSUT(
            ContactListState(
                alert: AlertState(
                    title: "Import failed", message: "The directory's answer could not be read.",
                    buttons: [
                        .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                        .init(title: "Retry", choice: .retryChosen),
                    ]),
                addContact: AddContactState()))

        #expect(try host.alert().title == "Import failed")
        #expect(host.window.presentationWarnings.isEmpty)
        try host.tapAlertButton("Retry")

        #expect(messages.messages.last == .retryChosen)
        #expect(host.presentedScreen(AddContactViewController.self) != nil)
    }

    /// The screen on a driver from `state` whose messages a spy records, shown in a window.
    private func makeSUT(
        _ state: ContactListState = ContactListState(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListViewController, driver: Driver<ContactListState, ContactListMessage, ContactListEffect>,
        messages: MessageSpy<ContactListMessage>, host: TestWindow
    ) {
        let messages = MessageSpy<ContactListMessage>()
        let driver = Driver.recording(into: messages, state: state, update: ContactListUpdate.update)
        let sut = ContactListViewController(driver: driver)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(driver, sourceLocation: sourceLocation)
        return (sut, driver, messages, TestWindow(showing: sut))
    }
}
