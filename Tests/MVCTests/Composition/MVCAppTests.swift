import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

@Suite("MVCApp", .checkingForLeaks)
@MainActor
struct MVCAppTests {
    @Test("builds a tab bar with Todo then Contacts, each a navigation stack with its list screen, Todo selected")
    func tabs() throws {
        let (sut, _) = makeSUT()

        let stacks = sut.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.count == 2)
        #expect(stacks.map { $0.tabBarItem?.title } == ["Todo", "Contacts"])
        #expect(stacks.first?.topViewController is TodoListViewController)
        #expect(stacks.last?.topViewController is ContactListViewController)
        #expect(stacks.map { $0.topViewController?.title } == ["Todo", "Contacts"])
        #expect(sut.selectedIndex == 0)
    }

    @Test("tracks every view controller it builds, including each New Contact screen, released once dismissed")
    func tracksInstances() throws {
        let (sut, environment) = makeSUT()
        let window = show(sut)
        #expect(environment.instances.trackedCount == 5, "two screens, their navigation stacks and the tab bar")

        sut.select(index: 1)
        let contacts = try #require(contactList(in: sut))
        for _ in 0..<2 {
            contacts.navigationItem.rightBarButtonItem?.tap()
            window.visibleViewController?.navigationItem.leftBarButtonItem?.tap()
        }

        #expect(environment.instances.trackedCount == 7)
        #expect(
            environment.instances.survivors == [
                "TodoListViewController", "ContactListViewController", "TabBarController",
                "NavigationController", "NavigationController",
            ])
    }

    @Test("everything it built is released once the window lets go of the app, even with an import pending")
    func releasesEverything() throws {
        let environment = TestEnvironment()
        let window = Window()
        try runApp(in: window, environment)

        window.rootViewController = nil

        #expect(environment.instances.survivors.isEmpty)
        environment.directory.succeed(with: [Employee(id: "1", name: "Tiger Nixon")])
        #expect(environment.contactStore.saveCount == 0)
    }

    @Test("unreadable tasks are reported at launch; unreadable contacts when their tab is first shown")
    func loadAlertsAtLaunch() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        environment.contactStore.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let (sut, _) = makeSUT(environment)
        let window = show(sut)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load tasks")
        (window.visibleViewController as? AlertController)?.performAction(titled: "OK")
        sut.select(index: 1)

        #expect((window.visibleViewController as? AlertController)?.title == "Could not load contacts")
    }

    @Test("the Todo screen uses the injected stores, clock and time zone")
    func injectedDependencies() throws {
        let (sut, environment) = makeSUT()
        let window = show(sut)
        let todo = try #require(window.visibleViewController as? TodoListViewController)

        try todo.element("todo.nameField", as: TextField.self).enterText("Buy milk")
        try todo.element("todo.addButton", as: Button.self).tap()

        let row = try #require(try todo.element("todo.list", as: TableView.self).visibleCells.first)
        #expect(row.labelText("todo.row.date") == "Nov 18, 2026 at 11:06:40 AM")
        #expect(environment.todoStore.document.items.map(\.name) == ["Buy milk"])
    }

    // MARK: Helpers

    private func makeSUT(
        _ environment: TestEnvironment = TestEnvironment(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TabBarController, environment: TestEnvironment) {
        let sut = MVCApp.makeRootViewController(dependencies: environment.dependencies)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, environment)
    }

    private func show(_ app: TabBarController) -> Window {
        let window = Window()
        window.rootViewController = app
        window.makeKeyAndVisible()
        return window
    }

    /// Launches the app in `window`, opens Contacts and starts an import that stays unanswered.
    private func runApp(in window: Window, _ environment: TestEnvironment) throws {
        let (sut, _) = makeSUT(environment)
        window.rootViewController = sut
        window.makeKeyAndVisible()
        sut.select(index: 1)
        try #require(contactList(in: sut)).navigationItem.leftBarButtonItem?.tap()
        #expect(environment.directory.pendingCount == 1)
    }

    private func contactList(in app: TabBarController) -> ContactListViewController? {
        (app.viewControllers.last as? NavigationController)?.topViewController as? ContactListViewController
    }
}
