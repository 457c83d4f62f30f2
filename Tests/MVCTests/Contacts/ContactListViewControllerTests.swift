import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

@Suite("ContactListViewController", .checkingForLeaks)
@MainActor
struct ContactListViewControllerTests {
    // MARK: The screen

    @Test("is titled \"Contacts\", with Add on the right, Import on the left, and the list, empty label and spinner")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "Contacts")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.addButton().accessibilityIdentifier == "contacts.addButton")
        #expect(try screen.importButton().title == "Import")
        #expect(try screen.importButton().accessibilityIdentifier == "contacts.importButton")
        #expect(try screen.importButton().isEnabled)
        #expect(
            screen.controller.view.subviews.map(\.accessibilityIdentifier) == [
                "contacts.list", "contacts.empty", "contacts.loading",
            ])
        #expect(try screen.showsLoading() == false)
        #expect(try screen.loadingIndicator().isHidden)
    }

    @Test("an empty store shows \"No contacts\" and no rows")
    func emptyStore() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.showsEmptyLabel())
        #expect(try screen.rowNames().isEmpty)
    }

    @Test("each row shows the full name beside the placeholder picture, and the empty label is hidden")
    func rows() throws {
        let (screen, _) = makeSUT(contacts: [Contact(id: 1, firstName: "Ada", lastName: "Lovelace")])

        let cell = try #require(try screen.table().visibleCells.first)
        #expect(cell.labelText("contacts.row.name") == "Ada Lovelace")
        #expect(
            (cell.view(withIdentifier: "contacts.row.image") as? ImageView)?.image
                == Image(named: "contact-placeholder"))
        #expect(try screen.showsEmptyLabel() == false)
    }

    @Test("rows are ordered by full name, ignoring case and diacritics")
    func orderFolded() throws {
        let (screen, _) = makeSUT(contacts: [
            contact(1, "zoe", "Adams"), contact(2, "Émile", "Zola"), contact(3, "anna", "Berg"),
            contact(4, "Ana", "Cruz"),
        ])

        #expect(try screen.rowNames() == ["Ana Cruz", "anna Berg", "Émile Zola", "zoe Adams"])
    }

    @Test(
        "names equal once folded are ordered by the full name itself, whatever the stored order",
        arguments: [false, true])
    func orderTies(reversed: Bool) throws {
        let contacts = [contact(1, "eve", "Stone"), contact(2, "Eve", "Stone"), contact(3, "Eve", "Adams")]
        let (screen, _) = makeSUT(contacts: reversed ? contacts.reversed() : contacts)

        #expect(try screen.rowNames() == ["Eve Adams", "Eve Stone", "eve Stone"])
    }

    // MARK: Loading

    @Test("unreadable stored contacts: the list starts empty and an alert names the file they were kept in")
    func unreadableStoreKeptAside() throws {
        let environment = TestEnvironment(contacts: ContactBook(contacts: [contact(1, "Lost", "Person")]))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(try screen.rowNames().isEmpty)
        #expect(try screen.showsEmptyLabel())
        #expect(
            try screen.host.alert()
                == .okAlert(
                    title: "Could not load contacts",
                    message: "Your saved contacts could not be read and were kept in contacts.unreadable-1.json."))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.topAlert == nil)
    }

    @Test("stored contacts that could not be read at all: the alert gives the reason")
    func unreadableStoreNotKept() throws {
        let environment = TestEnvironment()
        environment.contactStore.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(
            try screen.host.alert()
                == .okAlert(
                    title: "Could not load contacts",
                    message: "Your saved contacts could not be read: permission denied."))
    }

    @Test("the load alert waits until the screen first appears")
    func loadAlertOnFirstAppearance() throws {
        let environment = TestEnvironment()
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let sut = makeController(environment)
        _ = sut.view
        #expect(sut.presentedViewController == nil)

        let host = TestWindow(showing: sut)
        #expect(host.topAlert?.title == "Could not load contacts")
        try host.tapAlertButton("OK")
        host.hideAndShowAgain(sut)

        #expect(host.topAlert == nil)
    }

    // MARK: Helpers

    func makeSUT(
        contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: ContactListScreen, environment: TestEnvironment) {
        makeSUT(environment: TestEnvironment(contacts: ContactBook(contacts: contacts)), sourceLocation: sourceLocation)
    }

    /// The controller with the environment's doubles, shown in a window as the app shows it. Each
    /// New Contact screen it builds is leak-checked too.
    func makeSUT(
        environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: ContactListScreen, environment: TestEnvironment) {
        let sut = makeController(environment, sourceLocation: sourceLocation)
        return (ContactListScreen(controller: sut, host: TestWindow(showing: sut)), environment)
    }

    func makeController(
        _ environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ContactListViewController {
        let sut = ContactListViewController(
            store: environment.contactStore, directory: environment.directory,
            makeAddContactViewController: {
                let addContact = AddContactViewController()
                trackForMemoryLeaks(addContact, sourceLocation: sourceLocation)
                return addContact
            })
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    func contact(_ id: Int, _ firstName: String, _ lastName: String) -> Contact {
        Contact(id: id, firstName: firstName, lastName: lastName)
    }
}
