import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("VIPER app", .checkingForLeaks)
struct VIPERAppTests {
    @Test("the root is a tab bar with Todo and Contacts, each module in its own navigation stack")
    func tabs() throws {
        let environment = TestEnvironment()

        let sut = VIPERApp.makeRootViewController(dependencies: environment.dependencies)
        trackForMemoryLeaks(sut)

        let stacks = sut.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.map { $0.tabBarItem?.title } == ["Todo", "Contacts"])
        #expect(stacks.first?.topViewController is TodoListViewController)
        #expect(stacks.last?.topViewController is ContactListViewController)
        #expect(stacks.map { $0.topViewController?.title } == ["Todo", "Contacts"])
        #expect(sut.selectedIndex == 0)
    }

    @Test("Done on a row goes from the view through presenter and interactor to the store, and back")
    func doneOnRow() throws {
        let environment = TestEnvironment(todos: TodoList(items: [Samples.item(1, "Read")]))
        let (window, _) = launch(environment)
        let todo = try #require(window.visibleViewController)
        let table = try todo.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(environment.todoStore.document.items.map(\.isDone) == [true])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.labelText("todo.row.name") == "Read")
        #expect((table.visibleCells.first?.view(withIdentifier: "todo.row.name") as? Label)?.isStrikethrough == true)
        #expect(try todo.element("todo.counter", as: Label.self).text == "0 items left")
    }

    @Test("an unreadable todo list shows its alert at launch; unreadable contacts when their tab first shows")
    func loadAlerts() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let (window, tabs) = launch(environment)
        let todoAlert = try #require(window.topAlert)
        #expect(todoAlert.title == "Could not load tasks")
        todoAlert.performAction(titled: "OK")

        tabs.select(index: 1)

        #expect(window.topAlert?.title == "Could not load contacts")
        #expect(
            window.topAlert?.message
                == "Your saved contacts could not be read and were kept in contacts.unreadable-1.json.")
    }

    @Test("a contact saved on New Contact closes it and is inserted in the list at its place")
    func addContact() throws {
        let environment = TestEnvironment(contacts: ContactBook(contacts: [Samples.contact(1, "Zed", "Young")]))
        let (window, tabs) = launch(environment)
        tabs.select(index: 1)
        let contacts = try #require(window.visibleViewController as? ContactListViewController)
        let table = try contacts.element("contacts.list", as: TableView.self)
        table.clearUpdates()
        contacts.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController as? AddContactViewController)
        #expect(try newContact.element("contact.firstName", as: TextField.self).isFirstResponder)
        try newContact.element("contact.firstName", as: TextField.self).enterText("Ana")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Lee")

        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(window.visibleViewController === contacts)
        #expect(table.updates == [.insertRows([IndexPath(row: 0, section: 0)])])
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Zed Young"])
        #expect(environment.contactStore.document.contacts.count == 2)
    }

    @Test("an import answer arriving while New Contact is open shows its alert over it, and both results are kept")
    func importWhileAdding() throws {
        let environment = TestEnvironment()
        let (window, tabs) = launch(environment)
        tabs.select(index: 1)
        let contacts = try #require(window.visibleViewController as? ContactListViewController)
        contacts.navigationItem.leftBarButtonItem?.tap()
        contacts.navigationItem.rightBarButtonItem?.tap()
        let newContact = try #require(window.visibleViewController as? AddContactViewController)

        environment.directory.succeed(with: [Samples.employee("Garrett Winters")])
        let alert = try #require(window.topAlert)
        alert.performAction(titled: "OK")
        try newContact.element("contact.firstName", as: TextField.self).enterText("Ana")
        try newContact.element("contact.lastName", as: TextField.self).enterText("Lee")
        newContact.navigationItem.rightBarButtonItem?.tap()

        #expect(alert.message == "Added 1 contact, skipped 0.")
        #expect(window.presentationWarnings.isEmpty)
        #expect(environment.contactStore.document.contacts.map(\.fullName) == ["Garrett Winters", "Ana Lee"])
        #expect(
            try contacts.element("contacts.list", as: TableView.self).visibleCells.map {
                $0.labelText("contacts.row.name")
            } == ["Ana Lee", "Garrett Winters"])
    }

    @Test("after teardown every module part is released, and a late import answer does nothing")
    func teardown() throws {
        let environment = TestEnvironment()
        var window: Window? = launch(environment).window
        (window?.rootViewController as? TabBarController)?.select(index: 1)
        // No local reference to a screen: the test itself must not keep a module alive.
        window?.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        window?.visibleViewController?.navigationItem.rightBarButtonItem?.tap()
        #expect(window?.visibleViewController is AddContactViewController)

        window?.rootViewController = nil
        window = nil
        environment.directory.succeed(with: [Samples.employee("Garrett Winters")])

        #expect(environment.instances.trackedCount == 17)
        #expect(environment.instances.survivors == [])
        #expect(environment.contactStore.saveCount == 0)
    }

    private func launch(_ environment: TestEnvironment) -> (window: Window, tabs: TabBarController) {
        let tabs = VIPERApp.makeRootViewController(dependencies: environment.dependencies)
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        trackForMemoryLeaks(tabs)
        return (window, tabs)
    }
}
