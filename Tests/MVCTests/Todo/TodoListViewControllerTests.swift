import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

@Suite("TodoListViewController", .checkingForLeaks)
@MainActor
struct TodoListViewControllerTests {
    // MARK: The screen

    @Test(
        "shows the title, the field, a disabled Add, the counter, the empty label and the list, in that order"
    )
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "Todo")
        #expect(
            screen.controller.view.subviews.map(\.accessibilityIdentifier) == [
                "todo.nameField", "todo.addButton", "todo.counter", "todo.empty", "todo.list",
            ])
        #expect(try screen.nameField().placeholder == "What needs to be done?")
        #expect(try screen.nameField().text ?? "" == "")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.addButton().isEnabled == false)
    }

    @Test("an empty store shows \"Nothing to do\", \"0 items left\" and no rows")
    func emptyStore() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.showsEmptyLabel())
        #expect(try screen.counterText() == "0 items left")
        #expect(try screen.rows().isEmpty)
    }

    @Test("stored items hide the empty label")
    func itemsHideEmptyLabel() throws {
        let (screen, _) = makeSUT(todos: [item(1, "Buy milk")])

        #expect(try screen.showsEmptyLabel() == false)
    }

    @Test("each row shows its position from 1, the name and the creation date in the injected time zone")
    func rowContent() throws {
        let (screen, _) = makeSUT(todos: [
            item(1, "Older", createdAt: Fixtures.referenceDate),
            item(2, "Newer", createdAt: Fixtures.referenceDate.addingTimeInterval(3_600)),
        ])

        let rows = try screen.rows()
        #expect(rows.map(\.index) == ["1", "2"])
        #expect(rows.map(\.name) == ["Newer", "Older"])
        #expect(rows.map(\.date) == ["Nov 18, 2026 at 12:06:40 PM", "Nov 18, 2026 at 11:06:40 AM"])
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [
            (open: 0, done: 0, text: "0 items left"), (open: 1, done: 0, text: "1 item left"),
            (open: 1, done: 2, text: "1 item left"), (open: 0, done: 1, text: "0 items left"),
            (open: 3, done: 1, text: "3 items left"),
        ])
    func counter(open: Int, done: Int, text: String) throws {
        let openItems = (0..<open).map { item($0 + 1, "Open \($0)") }
        let doneItems = (0..<done).map { item(open + $0 + 1, "Done \($0)", isDone: true) }
        let (screen, _) = makeSUT(todos: openItems + doneItems)

        #expect(try screen.counterText() == text)
    }

    // MARK: Order

    @Test("open items come before done ones, whatever their priority or age")
    func orderOpenBeforeDone() throws {
        let (screen, _) = makeSUT(todos: [
            item(1, "Done urgent new", isDone: true, priority: .urgent, createdAt: at(9)),
            item(2, "Open normal old", createdAt: at(0)),
        ])

        #expect(try screen.rowNames() == ["Open normal old", "Done urgent new"])
    }

    @Test("among open items: urgent, then important, then normal")
    func orderByPriority() throws {
        let (screen, _) = makeSUT(todos: [
            item(1, "Normal", priority: .normal, createdAt: at(9)),
            item(2, "Urgent", priority: .urgent, createdAt: at(0)),
            item(3, "Important", priority: .important, createdAt: at(5)),
        ])

        #expect(try screen.rowNames() == ["Urgent", "Important", "Normal"])
    }

    @Test("same state and priority: newest first, then the higher id first")
    func orderByDateThenID() throws {
        let (screen, _) = makeSUT(todos: [
            item(1, "Old", createdAt: at(0)), item(2, "New", createdAt: at(5)),
            item(3, "Same time, lower id", createdAt: at(7)), item(4, "Same time, higher id", createdAt: at(7)),
        ])

        #expect(try screen.rowNames() == ["Same time, higher id", "Same time, lower id", "New", "Old"])
    }

    @Test("done items are ordered among themselves by the same rules")
    func orderAmongDone() throws {
        let (screen, _) = makeSUT(todos: [
            item(1, "Done normal", isDone: true, createdAt: at(9)),
            item(2, "Done urgent", isDone: true, priority: .urgent, createdAt: at(0)),
        ])

        #expect(try screen.rowNames() == ["Done urgent", "Done normal"])
    }

    @Test("the order does not depend on the order the items were stored in", arguments: [false, true])
    func orderIgnoresStoredOrder(reversed: Bool) throws {
        let items = [
            item(1, "Done", isDone: true, priority: .urgent, createdAt: at(9)), item(2, "Urgent", priority: .urgent),
            item(3, "Important new", priority: .important, createdAt: at(5)),
            item(4, "Important old", priority: .important, createdAt: at(1)), item(5, "Normal"),
        ]
        let (screen, _) = makeSUT(todos: reversed ? items.reversed() : items)

        #expect(try screen.rowNames() == ["Urgent", "Important new", "Important old", "Normal", "Done"])
    }

    // MARK: Loading

    @Test("a screen built on the same store again shows the same list in the same order")
    func relaunch() throws {
        let (first, environment) = makeSUT()
        try first.add("First")
        try first.add("Second")
        try first.swipe("Done", row: 0)

        let (second, _) = makeSUT(environment: environment)

        #expect(try second.rows() == first.rows())
        #expect(try second.rowNames() == ["First", "Second"])
    }

    @Test("unreadable stored tasks: the list starts empty and an alert names the file they were kept in")
    func unreadableStoreKeptAside() throws {
        let environment = TestEnvironment(todos: TodoList(items: [item(1, "Lost")]))
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(try screen.rows().isEmpty)
        #expect(try screen.showsEmptyLabel())
        #expect(
            try screen.host.alert()
                == .okAlert(
                    title: "Could not load tasks",
                    message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.topAlert == nil)
    }

    @Test("stored tasks that could not be read at all: the alert gives the reason")
    func unreadableStoreNotKept() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(
            try screen.host.alert()
                == .okAlert(
                    title: "Could not load tasks", message: "Your saved tasks could not be read: permission denied."))
    }

    @Test("the load alert waits until the screen appears, and appears only once")
    func loadAlertOnFirstAppearance() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        let sut = makeController(environment)
        _ = sut.view
        #expect(sut.presentedViewController == nil)

        let host = TestWindow(showing: sut)
        #expect(host.topAlert != nil)
        try host.tapAlertButton("OK")
        host.hideAndShowAgain(sut)

        #expect(host.topAlert == nil)
    }

    // MARK: Helpers

    func makeSUT(
        todos: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: TodoListScreen, environment: TestEnvironment) {
        makeSUT(environment: TestEnvironment(todos: TodoList(items: todos)), sourceLocation: sourceLocation)
    }

    /// The controller with the environment's doubles, shown in a window as the app shows it.
    func makeSUT(
        environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: TodoListScreen, environment: TestEnvironment) {
        let sut = makeController(environment, sourceLocation: sourceLocation)
        return (TodoListScreen(controller: sut, host: TestWindow(showing: sut)), environment)
    }

    func makeController(
        _ environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TodoListViewController {
        let sut = TodoListViewController(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    func item(
        _ id: Int, _ name: String, isDone: Bool = false, priority: Priority = .normal,
        createdAt: Date = Fixtures.referenceDate
    ) -> TodoItem {
        TodoItem(id: id, name: name, isDone: isDone, priority: priority, createdAt: createdAt)
    }

    /// `minutes` after the reference date.
    func at(_ minutes: Int) -> Date {
        Fixtures.referenceDate.addingTimeInterval(Double(minutes) * 60)
    }
}
