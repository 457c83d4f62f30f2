import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import Harness

/// A list longer than a screen: the driver reads and swipes every row, scrolling as a user would,
/// while the table keeps cells for one screenful only.
@MainActor
@Suite("App driver on a list longer than the screen", .checkingForLeaks)
struct AppDriverLongListTests {
    private static let taskCount = 40

    /// Tasks 1...40, the newest (40) on top.
    private func makeApp(_ style: Style) -> AppDriver {
        let items = (1...Self.taskCount).map { World.task($0, "Task \($0)", seconds: $0) }
        let app = AppDriver(style: style, environment: ScenarioEnvironment(todos: TodoList(items: items)))
        app.launch()
        return app
    }

    @Test("every row is read, not only the ones on screen", arguments: StyleRegistry.all)
    func readsEveryRow(style: Style) throws {
        let app = makeApp(style)
        defer { app.tearDown() }

        let names = try app.column(Identifier.Todo.rowName, in: Identifier.Todo.list)
        let table: TableView = try app.element(Identifier.Todo.list)

        #expect(names.count == 40)
        #expect(names.first == "Task 40")
        #expect(names.last == "Task 1")
        #expect(table.visibleCells.count == 15)
        #expect(app.screen.contains("todo.list: Table, 40 rows"))
        #expect(app.screen.contains("row 39: todo.row.index: Label \"40\""))
    }

    @Test("a row below the screen is scrolled to and swiped", arguments: StyleRegistry.all)
    func swipesRowOffScreen(style: Style) throws {
        let app = makeApp(style)
        defer { app.tearDown() }

        try app.chooseSwipeAction("Done", row: 35, in: Identifier.Todo.list)

        #expect(app.environment.todoFake?.document.item(withID: 5)?.isDone == true)
        #expect(try app.column(Identifier.Todo.rowName, in: Identifier.Todo.list).last == "Task 5")
    }
}
