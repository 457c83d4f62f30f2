import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The Contacts screen through its views, on its real model controller over a fake store and a
/// directory stub that answers when a test says so.
@Suite("ContactListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewControllerTests {
    // MARK: The screen

    @Test("is titled \"Contacts\", with Add on the right, Import on the left and a stopped spinner")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "Contacts")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.addButton().accessibilityIdentifier == "contacts.addButton")
        #expect(try screen.importButton().title == "Import")
        #expect(try screen.importButton().accessibilityIdentifier == "contacts.importButton")
        #expect(try screen.importButton().isEnabled)
        #expect(try screen.showsLoading() == false)
    }

    @Test("an empty store shows \"No contacts\" and no rows")
    func emptyStore() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.showsEmptyLabel())
        #expect(try screen.rowNames().isEmpty)
    }

    @Test("each row shows the full name beside the placeholder picture, in the order the book sorts them")
    func rows() throws {
        let (screen, _) = makeSUT(contacts: [
            Fixtures.contact(1, "zoe", "Adams"), Fixtures.contact(2, "Émile", "Zola"),
            Fixtures.contact(3, "Ana", "Cruz"),
        ])

        #expect(try screen.rowNames() == ["Ana Cruz", "Émile Zola", "zoe Adams"])
        let pictures = try screen.table().visibleCells.map {
            ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image
        }
        #expect(pictures == Array(repeating: Image(named: "contact-placeholder"), count: 3))
        #expect(try screen.showsEmptyLabel() == false)
    }

    // MARK: Loading

    @Test("unreadable stored contacts: the list starts empty and an alert names the file they were kept in")
    func unreadableStoreKeptAside() throws {
        let environment = TestEnvironment(contacts: ContactBook(contacts: [Fixtures.contact(1, "Lost", "Person")]))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(try screen.rowNames().isEmpty)
        #expect(try screen.showsEmptyLabel())
        #expect(
            try screen.host.alert()
                == .ok(
                    "Could not load contacts",
                    "Your saved contacts could not be read and were kept in contacts.unreadable-1.json."))
    }

    @Test("stored contacts that could not be read at all: the alert gives the reason")
    func unreadableStoreNotKept() throws {
        let environment = TestEnvironment()
        environment.contactStore.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(
            try screen.host.alert()
                == .ok("Could not load contacts", "Your saved contacts could not be read: permission denied."))
    }

    @Test("the load alert waits until the screen first appears, and appears only once")
    func loadAlertOnFirstAppearance() throws {
        let environment = TestEnvironment()
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let sut = makeController(environment)
        _ = sut.view
        #expect(sut.presentedViewController == nil)

        let host = TestWindow(showing: sut)
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

    /// The controller on a model controller over the environment's store, shown as the app shows it.
    func makeSUT(
        environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: ContactListScreen, environment: TestEnvironment) {
        let sut = makeController(environment, sourceLocation: sourceLocation)
        return (ContactListScreen(controller: sut, host: TestWindow(showing: sut)), environment)
    }

    func makeController(
        _ environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ContactListViewController {
        let model = ContactBookModelController(store: environment.contactStore)
        let sut = ContactListViewController(model: model, directory: environment.directory)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(model, sourceLocation: sourceLocation)
        return sut
    }
}
