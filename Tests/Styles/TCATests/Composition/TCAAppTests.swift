import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

@Suite("TCAApp", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TCAAppTests {
    @Test("builds a tab bar with Todo then Contacts, each a navigation stack with its hosted screen, Todo selected")
    func tabs() throws {
        let window = TestEnvironment().launch(TCAApp.makeRootViewController)
        let tabs = try #require(window.rootViewController as? TabBarController)

        let stacks = tabs.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.map { $0.tabBarItem?.title } == ["Todo", "Contacts"])
        #expect(tabs.selectedIndex == 0)
        #expect(window.visibleViewController?.title == "Todo")
        tabs.select(index: 1)
        #expect(window.visibleViewController?.title == "Contacts")
    }

    @Test("the Todo feature's reducer uses the injected store and clock, its view the time zone")
    func injectedDependencies() throws {
        let environment = TestEnvironment()
        let window = environment.launch(TCAApp.makeRootViewController)
        let todo = try #require(window.visibleViewController)

        try todo.element("todo.nameField", as: TextField.self).enterText("Buy milk")
        try todo.element("todo.addButton", as: Button.self).tap()

        let row = try #require(try todo.element("todo.list", as: TableView.self).visibleCells.first)
        #expect(row.labelText("todo.row.date") == "Nov 18, 2026 at 11:06:40 AM")
        #expect(environment.todoStore.document.items.map(\.name) == ["Buy milk"])
    }

    @Test("unreadable tasks are reported at launch; unreadable contacts when their tab is first shown")
    func loadAlertsAtLaunch() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let window = environment.launch(TCAApp.makeRootViewController)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load tasks")
        try window.tapAlertButton("OK")
        (window.rootViewController as? TabBarController)?.select(index: 1)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load contacts")
    }

    @Test("New Contact is scoped from the list's store: Done closes New Contact and the list shows the row")
    func addContactFlow() throws {
        let environment = TestEnvironment(
            contacts: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]))
        let window = environment.launch(TCAApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        let list = try #require(window.visibleViewController)
        list.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController)
        try newContact.element("contact.firstName", as: TextField.self).enterText("Mia")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Ng")

        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(window.visibleViewController === list)
        let rows = try list.element("contacts.list", as: TableView.self).visibleCells
        #expect(rows.compactMap { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
    }

    @Test("everything the app holds, New Contact and a pending import included, is released with the window")
    func releasedAtTeardown() throws {
        let environment = TestEnvironment()
        let window = environment.launch(TCAApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        #expect(window.visibleViewController?.title == "New Contact")
        trackObjectGraphForMemoryLeaks(
            from: try #require(window.rootViewController),
            keeping: environment.keptObjects)

        window.rootViewController = nil
        environment.directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(environment.contactStore.saveCount == 0)
    }
}
