import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("VIPERApp", .checkingForLeaks, .profilingEachCase)
struct VIPERAppTests {
    @Test("the root is a tab bar with Todo and Contacts, each module in its own navigation stack")
    func tabs() throws {
        let window = TestEnvironment().launch(VIPERApp.makeRootViewController)
        let tabs = try #require(window.rootViewController as? TabBarController)

        let stacks = tabs.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.map { $0.tabBarItem?.title } == ["Todo", "Contacts"])
        #expect(stacks.first?.topViewController is TodoListViewController)
        #expect(stacks.last?.topViewController is ContactListViewController)
        #expect(stacks.map { $0.topViewController?.title } == ["Todo", "Contacts"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Done on a row goes from the view through presenter and interactor to the store, and back")
    func doneOnRow() throws {
        let environment = TestEnvironment(todos: TodoList(items: [Fixtures.item(1, "Read")]))
        let window = environment.launch(VIPERApp.makeRootViewController)
        let todo = try #require(window.visibleViewController)
        let table = try todo.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(environment.todoStore.document.items.map(\.isDone) == [true])
        #expect((table.visibleCells.first?.view(withIdentifier: "todo.row.name") as? Label)?.isStrikethrough == true)
        #expect(try todo.element("todo.counter", as: Label.self).text == "0 items left")
    }

    @Test("unreadable tasks are reported at launch; unreadable contacts when their tab is first shown")
    func loadAlerts() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let window = environment.launch(VIPERApp.makeRootViewController)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load tasks")
        try window.tapAlertButton("OK")
        (window.rootViewController as? TabBarController)?.select(index: 1)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load contacts")
    }

    @Test("a contact saved on New Contact closes it, and the contacts module inserts it at its place")
    func addContact() throws {
        let environment = TestEnvironment(contacts: ContactBook(contacts: [Fixtures.contact(1, "Zed", "Young")]))
        let window = environment.launch(VIPERApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        let contacts = try #require(window.visibleViewController as? ContactListViewController)
        let table = try contacts.element("contacts.list", as: TableView.self)
        table.clearUpdates()
        contacts.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController as? AddContactViewController)
        try newContact.element("contact.firstName", as: TextField.self).enterText("Ana")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Lee")

        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(window.visibleViewController === contacts)
        #expect(table.updates == [.insertRows([IndexPath(row: 0, section: 0)])])
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Zed Young"])
        #expect(environment.contactStore.document.contacts.count == 2)
    }

    @Test("everything the app holds, New Contact and a pending import included, is released with the window")
    func releasedAtTeardown() throws {
        let environment = TestEnvironment()
        let window = environment.launch(VIPERApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        window.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        #expect(window.visibleViewController is AddContactViewController)
        trackObjectGraphForMemoryLeaks(
            from: try #require(window.rootViewController),
            keeping: environment.keptObjects)

        window.rootViewController = nil
        environment.directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(environment.contactStore.saveCount == 0)
    }
}
