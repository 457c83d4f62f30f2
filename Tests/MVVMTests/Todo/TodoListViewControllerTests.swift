import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct TodoListViewControllerTests {
    private typealias Item = TodoFixtures

    @Test("the screen shows, top to bottom, the name field, Add, the counter, the empty label and the list")
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(
            sut.view.subviews.map(\.accessibilityIdentifier)
                == ["todo.nameField", "todo.addButton", "todo.counter", "todo.empty", "todo.list"])
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
    }

    @Test("rows are bound to cells: index, name, date, text colour, strike-through and priority marker")
    func rowsBoundToCells() throws {
        let (sut, _, _) = makeSUT(
            Item.list(Item.item(1, "Open", priority: .urgent), Item.item(2, "Finished", done: true)))
        let table = try sut.element("todo.list", as: TableView.self)

        let cells = table.visibleCells
        #expect(cells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Open", "Finished"])
        #expect(cells.first?.labelText("todo.row.date") == "Nov 18, 2026 at 11:06:40 AM")
        let finishedName = try #require(cells.last?.view(withIdentifier: "todo.row.name") as? Label)
        let finishedDate = try #require(cells.last?.view(withIdentifier: "todo.row.date") as? Label)
        let openName = try #require(cells.first?.view(withIdentifier: "todo.row.name") as? Label)
        #expect((openName.textColor, openName.isStrikethrough) == (.black, false))
        #expect((finishedName.textColor, finishedName.isStrikethrough) == (.gray, true))
        #expect((finishedDate.textColor, finishedDate.isStrikethrough) == (.gray, true))
        #expect(cells.map { $0.view(withIdentifier: "todo.row.priority")?.backgroundColor } == [.red, .lightGreen])
    }

    @Test("the counter and the empty label show the view model's outputs")
    func counterAndEmptyLabel() throws {
        let (sut, _, _) = makeSUT(Item.list(Item.item(1, "A")))

        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden == true)
    }

    @Test("typing enables Add; tapping it adds a row, clears the field and reloads the table")
    func typingAndAdding() throws {
        let (sut, _, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        let add = try sut.element("todo.addButton", as: Button.self)
        let table = try sut.element("todo.list", as: TableView.self)
        #expect(add.isEnabled == false)

        field.enterText("Milk")
        #expect(add.isEnabled == true)
        table.clearUpdates()
        add.tap()

        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["Milk"])
        #expect(field.text == "")
        #expect(add.isEnabled == false)
        #expect(try sut.element("todo.empty", as: Label.self).isHidden == true)
    }

    @Test("swipe actions come from the row view model with their styles and colours")
    func swipeActions() throws {
        let (sut, _, _) = makeSUT(Item.list(Item.item(1, "Open"), Item.item(2, "Finished", done: true)))
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a swipe action reaches the view model for that row's item, and the table reloads")
    func swipeForwardsItem() throws {
        let (sut, store, _) = makeSUT(Item.list(Item.item(1, "A", minutes: 1), Item.item(2, "B")))
        let table = try sut.element("todo.list", as: TableView.self)
        table.clearUpdates()

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(store.document.item(withID: 1)?.isDone == true)
        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["B", "A"])
    }

    @Test("the view model's alert is presented over the screen, and its buttons reach the view model")
    func alertPresented() throws {
        let (sut, _, window) = makeSUT(Item.list(Item.item(1, "A")))
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        let sheet = try #require(window.topAlert)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Change priority")
        sheet.performAction(titled: "Urgent")

        #expect(window.topAlert == nil)
        #expect(table.visibleCells.first?.view(withIdentifier: "todo.row.priority")?.backgroundColor == .red)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, window) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))

        let alert = try #require(window.topAlert)
        #expect(alert.title == "Could not load tasks")
        #expect(alert.actions.map(\.title) == ["OK"])
    }

    private func makeSUT(
        _ todos: TodoList = TodoList(), loadFailure: StoreError? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListViewController, store: InMemoryStore<TodoList>, window: Window) {
        let (viewModel, store) = makeTodoListViewModel(
            todos, loadFailure: loadFailure, load: false, sourceLocation: sourceLocation)
        let sut = TodoListViewController(viewModel: viewModel)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, store, Window.showing(sut))
    }
}
