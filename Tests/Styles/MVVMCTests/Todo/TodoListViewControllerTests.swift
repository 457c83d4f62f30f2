import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The Todo view over its real view model: what is left to test of a view is that it binds every
/// output and forwards every event.
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewControllerTests {
    @Test("is titled \"Todo\", with the field and its placeholder, Add, the empty label and the list")
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("rows are bound to cells: index, name, date, text colour, strike-through and priority marker")
    func rowsBoundToCells() throws {
        let (sut, _, _) = makeSUT([
            Fixtures.item(1, "Open", priority: .urgent), Fixtures.item(2, "Finished", done: true),
        ])

        let cells = try sut.element("todo.list", as: TableView.self).visibleCells
        #expect(cells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Open", "Finished"])
        #expect(
            cells.map { $0.labelText("todo.row.date") } == Array(repeating: "Nov 18, 2026 at 11:06:40 AM", count: 2))
        let names = cells.compactMap { $0.view(withIdentifier: "todo.row.name") as? Label }
        #expect(names.map(\.textColor) == [.black, .gray])
        #expect(names.map(\.isStrikethrough) == [false, true])
        #expect(cells.map { $0.view(withIdentifier: "todo.row.priority")?.backgroundColor } == [.red, .lightGreen])
    }

    @Test("the counter and the empty label show the view model's outputs")
    func counterAndEmptyLabel() throws {
        let (sut, _, _) = makeSUT([Fixtures.item(1, "Open")])

        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden == true)
    }

    @Test("typing enables Add; tapping it adds a row and clears the field")
    func typingAndAdding() throws {
        let (sut, _, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        let add = try sut.element("todo.addButton", as: Button.self)
        let table = try sut.element("todo.list", as: TableView.self)
        #expect(add.isEnabled == false)

        field.enterText("Milk")
        #expect(add.isEnabled == true)
        add.tap()

        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["Milk"])
        #expect(field.text == "")
        #expect(add.isEnabled == false)
    }

    @Test("swipe actions come from the row view model with their styles and colours")
    func swipeActions() throws {
        let (sut, _, _) = makeSUT([Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a swipe action reaches the view model for that row's item, and the table shows the new order")
    func swipeForwardsItem() throws {
        let (sut, store, _) = makeSUT([Fixtures.item(1, "A", minutes: 1), Fixtures.item(2, "B")])
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(store.document.item(withID: 1)?.isDone == true)
        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["B", "A"])
    }

    @Test("the view model's alert is presented over the screen, and a button's choice reaches the view model")
    func alertPresented() throws {
        let (sut, _, host) = makeSUT([Fixtures.item(1, "A")])
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        #expect(try host.alert().title == "Change priority")
        try host.tapAlertButton("Urgent")

        #expect(host.topAlert == nil)
        #expect(table.visibleCells.first?.view(withIdentifier: "todo.row.priority")?.backgroundColor == .red)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, host) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))

        #expect(
            try host.alert()
                == .ok(
                    "Could not load tasks",
                    "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
    }

    private func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListViewController, store: InMemoryStore<TodoList>, host: TestWindow) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let viewModel = TodoListViewModel(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        let sut = TodoListViewController(viewModel: viewModel)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(viewModel, sourceLocation: sourceLocation)
        return (sut, environment.todoStore, TestWindow(showing: sut))
    }
}
