import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The Todo screen through its views, on its real model controller over a fake store: a controller
/// has no output but its views, so this is the only way to test it.
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewControllerTests {
    // MARK: The screen

    @Test("is titled \"Todo\", with the field and its placeholder, a disabled Add, the counter and the list")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "Todo")
        #expect(try screen.nameField().placeholder == "What needs to be done?")
        #expect(try screen.nameField().text ?? "" == "")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.addButton().isEnabled == false)
        #expect(try screen.table().visibleCells.isEmpty)
    }

    @Test("an empty store shows \"Nothing to do\" and \"0 items left\"")
    func emptyStore() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.showsEmptyLabel())
        #expect(try screen.counterText() == "0 items left")
    }

    @Test("each row shows its position from 1, its name and its date, open before done as the list orders them")
    func rows() throws {
        let (screen, _) = makeSUT(todos: [
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 90),
            Fixtures.item(3, "Newer", minutes: 60),
        ])

        let rows = try screen.rows()
        #expect(rows.map(\.index) == ["1", "2", "3"])
        #expect(rows.map(\.name) == ["Newer", "Older", "Finished"])
        #expect(
            rows.map(\.date) == [
                "Nov 18, 2026 at 12:06:40 PM", "Nov 18, 2026 at 11:06:40 AM", "Nov 18, 2026 at 12:36:40 PM",
            ])
        #expect(try screen.showsEmptyLabel() == false)
    }

    @Test("an open row is black and plain, a done row gray and struck through, in its name and its date")
    func rowLook() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])

        let cells = try screen.table().visibleCells
        let dates = cells.compactMap { $0.view(withIdentifier: "todo.row.date") as? Label }
        #expect(try screen.rows().map(\.textColor) == [.black, .gray])
        #expect(try screen.rows().map(\.isStrikethrough) == [false, true])
        #expect(dates.map(\.textColor) == [.black, .gray])
        #expect(dates.map(\.isStrikethrough) == [false, true])
    }

    @Test(
        "the priority marker is light green, orange or red",
        arguments: [(Priority.normal, Color.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityMarker(priority: Priority, color: Color) throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Pay rent", priority: priority)])

        #expect(try screen.rows().map(\.priorityColor) == [color])
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [
            ([false], "1 item left"), ([true], "0 items left"), ([false, true, false, false], "3 items left"),
        ])
    func counter(doneFlags: [Bool], text: String) throws {
        let items = doneFlags.enumerated().map { Fixtures.item($0.offset + 1, "Task", done: $0.element) }
        let (screen, _) = makeSUT(todos: items)

        #expect(try screen.counterText() == text)
    }

    // MARK: Loading

    @Test("unreadable stored tasks: the list starts empty and an alert names the file they were kept in")
    func unreadableStoreKeptAside() throws {
        let environment = TestEnvironment(todos: TodoList(items: [Fixtures.item(1, "Lost")]))
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(try screen.rows().isEmpty)
        #expect(try screen.showsEmptyLabel())
        #expect(
            try screen.host.alert()
                == .ok(
                    "Could not load tasks",
                    "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
    }

    @Test("stored tasks that could not be read at all: the alert gives the reason")
    func unreadableStoreNotKept() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (screen, _) = makeSUT(environment: environment)

        #expect(
            try screen.host.alert()
                == .ok("Could not load tasks", "Your saved tasks could not be read: permission denied."))
    }

    @Test("the load alert waits until the screen appears, and appears only once")
    func loadAlertOnFirstAppearance() throws {
        let environment = TestEnvironment()
        environment.todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
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
        todos: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: TodoListScreen, environment: TestEnvironment) {
        makeSUT(environment: TestEnvironment(todos: TodoList(items: todos)), sourceLocation: sourceLocation)
    }

    /// The controller on a model controller over the environment's store, shown as the app shows it.
    func makeSUT(
        environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: TodoListScreen, environment: TestEnvironment) {
        let sut = makeController(environment, sourceLocation: sourceLocation)
        return (TodoListScreen(controller: sut, host: TestWindow(showing: sut)), environment)
    }

    func makeController(
        _ environment: TestEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TodoListViewController {
        let model = TodoListModelController(store: environment.todoStore)
        let sut = TodoListViewController(
            model: model, clock: environment.clock, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(model, sourceLocation: sourceLocation)
        return sut
    }
}
