import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The Todo flow's coordinator, whose only job is to start its screen.
@Suite("TodoCoordinator", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoCoordinatorTests {
    @Test("starting builds the Todo list on the app's store, alone in a navigation stack that carries the Todo tab")
    func start() throws {
        let environment = TestEnvironment(todos: TodoList(items: [Fixtures.item(1, "Milk")]))
        let sut = TodoCoordinator(dependencies: environment.dependencies)
        trackForMemoryLeaks(sut)

        let navigation = sut.start()
        trackObjectGraphForMemoryLeaks(from: navigation, keeping: environment.keptObjects)

        #expect(navigation.tabBarItem?.title == "Todo")
        #expect(navigation.viewControllers.count == 1)
        let list = try #require(navigation.viewControllers.first as? TodoListViewController)
        #expect(list.title == "Todo")
        let cells = try list.element("todo.list", as: TableView.self).visibleCells
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Milk"])
    }
}
