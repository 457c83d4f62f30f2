import HeadlessUI
import TestSupport
import Testing

@testable import Harness

// X01 without any help from the styles: the driver finds what an app holds by walking it.
extension AppDriverTests {
    /// What the instance tracker that the composition roots used to call registered, per style (every
    /// controller, view model, presenter, interactor, router and data manager, with the tab bar and the
    /// navigation stacks), and the model controllers, TEA's drivers and VIP's workers that came later,
    /// here with New Contact open, as the styles are built today. The census must find at least these.
    nonisolated static let formerlyTrackedTypes: [(style: String, types: [String])] = [
        (
            "MVC",
            [
                "AddContactViewController", "ContactBookModelController", "ContactListViewController",
                "NavigationController", "TabBarController", "TodoListModelController", "TodoListViewController",
            ]
        ),
        (
            "MVVM",
            [
                "AddContactViewController", "AddContactViewModel", "ContactBookModelController",
                "ContactListViewController", "ContactListViewModel", "NavigationController", "TabBarController",
                "TodoListViewController", "TodoListViewModel",
            ]
        ),
        (
            "VIPER",
            [
                "AddContactInteractor", "AddContactPresenter", "AddContactRouter", "AddContactViewController",
                "ContactBookDataManager", "ContactListInteractor", "ContactListPresenter", "ContactListRouter",
                "ContactListViewController", "NavigationController", "TabBarController", "TodoListDataManager",
                "TodoListInteractor", "TodoListPresenter", "TodoListViewController",
            ]
        ),
        (
            "TEA",
            [
                "AddContactViewController", "ContactListViewController",
                "Driver<ContactListState, ContactListMessage, ContactListEffect>", "NavigationController",
                "TabBarController", "Driver<TodoListState, TodoListMessage, TodoListEffect>", "TodoListViewController",
            ]
        ),
        (
            "VIP",
            [
                "AddContactInteractor", "AddContactPresenter", "AddContactRouter", "AddContactViewController",
                "ContactListInteractor", "ContactListPresenter", "ContactListRouter", "ContactListViewController",
                "ContactsWorker", "DirectoryWorker", "NavigationController", "TabBarController", "TodoListInteractor",
                "TodoListPresenter", "TodoListViewController", "TodoWorker",
            ]
        ),
    ]

    @Test(
        "the census finds every kind of object the styles used to register, with no help from them",
        arguments: formerlyTrackedTypes)
    func censusFindsWhatTheTrackerFound(style: String, types: [String]) throws {
        let app = try launchApp(StyleRegistry.style(named: style))
        try app.selectTab("Contacts")
        try app.tap("contacts.addButton")

        let reachable = Set(app.reachableTypeNames)

        #expect(types.filter { !reachable.contains($0) } == [])
        #expect(app.reachableTypeNames.filter { $0 == "NavigationController" }.count == 3)
    }

    @Test("views and cells are found too, and the objects the world keeps are left out")
    func censusFindsViewsAndCellsButNotTheWorld() throws {
        let app = try launchApp(StyleRegistry.style(named: "MVC"))
        try app.type("Milk", into: "todo.nameField")
        try app.tap("todo.addButton")

        let reachable = app.reachableTypeNames

        #expect(reachable.contains("TodoCell"))
        #expect(reachable.contains("TableView"))
        #expect(reachable.contains("Label"))
        #expect(!reachable.contains { $0.hasPrefix("InMemoryStore") || $0 == "EmployeeDirectoryStub" })
    }

    @Test("a screen kept alive by a reference cycle is reported once dismissed, and again after teardown")
    func plantedCycleIsReported() throws {
        let app = try launchApp(LeakyApp.style)
        try app.tap("Open")
        try app.tap("Close")

        let detached = app.detachedSurvivors
        app.tearDown()

        let leaked = ["Action", "BarButtonItem", "Keeper", "LeakingScreen", "NavigationItem", "View"]
        #expect(detached == leaked)
        #expect(app.survivors == leaked)
    }

    @Test("the scenario runner fails X01 with the type names of what leaked")
    func runnerReportsTheCycle() throws {
        let app = try launchApp(LeakyApp.style)
        try app.tap("Open")
        try app.tap("Close")

        let problems = ScenarioRunner.leakCheckProblems(app)

        #expect(
            problems == [
                "X01: alive although the app let go of them: Action, BarButtonItem, Keeper, LeakingScreen,"
                    + " NavigationItem, View",
                "X01: still alive after teardown: Action, BarButtonItem, Keeper, LeakingScreen, NavigationItem, View",
            ])
    }

    @Test("a store the app holds but the world keeps on purpose is not reported after teardown")
    func keptObjectsAreNotReported() throws {
        let app = try launchApp(LeakyApp.style)

        app.tearDown()

        #expect(app.survivors == [])
        #expect(app.environment.todoFake != nil)
    }

    private func launchApp(_ style: Style?, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> AppDriver
    {
        let app = AppDriver(style: try #require(style, sourceLocation: sourceLocation))
        app.launch()
        return app
    }
}
