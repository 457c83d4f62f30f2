import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

@Suite("TEAApp", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TEAAppTests {
    @Test("the root is a tab bar with Todo and Contacts, each a navigation stack with its list screen")
    func tabs() throws {
        let window = TestEnvironment().launch(TEAApp.makeRootViewController)

        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers.map(\.tabBarItem?.title) == ["Todo", "Contacts"])
        let roots = tabs.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first }
        #expect(roots.map { $0?.title } == ["Todo", "Contacts"])
        #expect(tabs.selectedIndex == 0)
        #expect(try window.visibleViewController?.element("todo.list", as: TableView.self) != nil)
        tabs.select(index: 1)
        #expect(try window.visibleViewController?.element("contacts.list", as: TableView.self) != nil)
    }

    @Test("each tab's driver runs on the injected store: the Todo tab shows the stored tasks, adds with the clock")
    func todoOnInjectedDependencies() throws {
        let environment = TestEnvironment(todos: TodoList(items: [Fixtures.item(1, "Stored", minutes: -10)]))
        let window = environment.launch(TEAApp.makeRootViewController)
        let todo = try #require(window.visibleViewController)

        try todo.element("todo.nameField", as: TextField.self).enterText("Milk")
        try todo.element("todo.addButton", as: Button.self).tap()

        #expect(
            environment.todoStore.document.items == [
                Fixtures.item(1, "Stored", minutes: -10), Fixtures.item(2, "Milk"),
            ])
        #expect(
            try todo.element("todo.list", as: TableView.self).visibleCells.map { $0.labelText("todo.row.name") } == [
                "Milk", "Stored",
            ])
    }

    @Test("New Contact and the list share one driver: Done closes New Contact and the list inserts the row")
    func addContactFlow() throws {
        let environment = TestEnvironment(
            contacts: ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee"), Fixtures.contact(2, "Zed", "Young")]))
        let window = environment.launch(TEAApp.makeRootViewController)
        (window.rootViewController as? TabBarController)?.select(index: 1)
        let list = try #require(window.visibleViewController)
        let table = try list.element("contacts.list", as: TableView.self)
        list.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController)
        #expect(newContact.title == "New Contact")
        try newContact.element("contact.firstName", as: TextField.self).enterText("Mia")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Ng")
        table.clearUpdates()

        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(window.visibleViewController === list)
        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Ann Lee", "Zed Young", "Mia Ng"])
    }

    @Test("everything the app holds, New Contact and a pending import included, is released with the window")
    func releasedAtTeardown() throws {
        let environment = TestEnvironment()
        let window = environment.launch(TEAApp.makeRootViewController)
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
