import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct SwipeActionsTests {
    private struct SwipeList: View {
        let model: TaskModel

        var body: some View {
            List(model.tasks) { task in
                Text(task.title)
                    .swipeActions(allowsFullSwipe: false) {
                        Button("Delete", role: .destructive) { model.tasks.removeAll { $0.id == task.id } }
                        Button("Flag") {}
                        Button("Done") { model.tasks[0].isDone = true }.tint(.green)
                    }
            }
            .accessibilityIdentifier("tasks")
        }
    }

    @Test func theirButtonsAreTheRowsContextualActionsFirstOutermost() throws {
        let screen = HostedScreen(SwipeList(model: TaskModel(tasks: [TaskModel.Task(id: 1, title: "Milk")])))
        let table = try #require(screen.element("tasks", as: TableView.self))

        let actions = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))

        #expect(actions.map(\.title) == ["Delete", "Flag", "Done"])
    }

    @Test func aDestructiveRoleIsARedDestructiveActionAndNoRoleAGrayOrTintedOne() throws {
        let screen = HostedScreen(SwipeList(model: TaskModel(tasks: [TaskModel.Task(id: 1, title: "Milk")])))
        let table = try #require(screen.element("tasks", as: TableView.self))

        let actions = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))

        #expect(actions.map(\.style) == [.destructive, .normal, .normal])
        #expect(actions.map(\.backgroundColor.name) == ["red", "gray", "lightGreen"])
    }

    @Test func aSwipeRunsTheActionUpdatesTheListAndClosesTheRow() throws {
        let model = TaskModel(tasks: [TaskModel.Task(id: 1, title: "Milk"), TaskModel.Task(id: 2, title: "Eggs")])
        let screen = HostedScreen(SwipeList(model: model))
        let table = try #require(screen.element("tasks", as: TableView.self))
        _ = table.visibleCells
        table.clearUpdates()

        let swiped = table.performTrailingSwipeAction(titled: "Delete", forRowAt: IndexPath(row: 0, section: 0))

        #expect(swiped)
        #expect(model.tasks.map(\.title) == ["Eggs"])
        #expect(table.updates == [.deleteRows([IndexPath(row: 0, section: 0)])])
        #expect(table.rowShowingSwipeActions == nil)
    }

    @Test func aRowWithoutThemOffersNoSwipe() {
        let screen = HostedScreen(List { Text("Plain") }.accessibilityIdentifier("list"))

        let actions = screen.element("list", as: TableView.self)?.trailingSwipeActions(
            forRowAt: IndexPath(row: 0, section: 0))

        #expect(actions?.isEmpty == true)
    }
}
