import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Todo view on a real driver, update and effect handler over fakes. What is left to test of a
/// view is that it renders every part of the state and sends a message for everything the user does.
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewControllerTests {
    @Test("is titled \"Todo\", with the field and its placeholder, a disabled Add, the empty label and the list")
    func layout() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == false)
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("todo.counter", as: Label.self).text == "0 items left")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("rows show the state's items in list order: index, name, date, text colour, strike-through, marker")
    func rows() throws {
        let (sut, _, _, _) = makeSUT([
            Fixtures.item(1, "Finished", done: true), Fixtures.item(2, "Open", priority: .urgent),
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
        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden == true)
    }

    @Test("a list of 10,000 items makes cells for the rows on screen only")
    func rowsAreLazy() throws {
        let (sut, _, _, _) = makeSUT((1...10_000).map { Fixtures.item($0, "Task \($0)") })
        let table = try sut.element("todo.list", as: TableView.self)

        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.createdCellCount == 15)
        #expect(table.visibleCells.first?.labelText("todo.row.name") == "Task 10000")
    }

    @Test(
        "typing sends the field's text and enables Add; Add sends its tap; the saved item reloads the table once and empties the field"
    )
    func typingAndAdding() throws {
        let (sut, _, messages, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        let add = try sut.element("todo.addButton", as: Button.self)
        let table = try sut.element("todo.list", as: TableView.self)

        messages.reset()
        field.enterText("Milk")
        #expect(messages.messages == [.nameFieldChanged("Milk")])
        #expect(add.isEnabled == true)
        table.clearUpdates()
        messages.reset()
        add.tap()

        #expect(
            messages.messages == [
                .addButtonTapped, .clockRead(Fixtures.referenceDate, newItemName: "Milk"),
                .newItemSaveFinished(.success(TodoList(items: [Fixtures.item(1, "Milk")]))),
            ])
        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["Milk"])
        #expect(field.text == "")
        #expect(add.isEnabled == false)
    }

    @Test("each row offers its swipe buttons with their styles and colours")
    func swipeButtons() throws {
        let (sut, _, _, _) = makeSUT([Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.style) == [.destructive, .normal])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a swipe button sends its action with the row's item id, and the saved change reloads the table")
    func swipeSendsItemID() throws {
        let (sut, store, messages, _) = makeSUT([Fixtures.item(7, "A", minutes: 1), Fixtures.item(8, "B")])
        let table = try sut.element("todo.list", as: TableView.self)
        table.clearUpdates()
        messages.reset()

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(messages.messages.first == .swipeActionTapped(.done, itemID: 7))
        #expect(store.document.item(withID: 7)?.isDone == true)
        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["B", "A"])
    }

    @Test("an alert in the state is presented, and its buttons send their messages")
    func alertPresented() throws {
        let (sut, _, messages, host) = makeSUT([Fixtures.item(1, "A")])
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "You want to change priority for:\n\nA",
                    buttons: [.default("Normal"), .default("Important"), .default("Urgent"), .cancel("Cancel")]))
        messages.reset()
        try host.tapAlertButton("Urgent")

        #expect(messages.messages.first == .priorityChosen(.urgent, itemID: 1))
        #expect(host.topAlert == nil)
        #expect(table.visibleCells.first?.view(withIdentifier: "todo.row.priority")?.backgroundColor == .red)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, _, host) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))

        #expect(
            try host.alert()
                == .ok(
                    "Could not load tasks",
                    "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
    }

    /// The screen on a driver with the real update function, whose messages a spy records, and the
    /// real effect handler over a fake store, shown in a window.
    private func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: TodoListViewController, store: InMemoryStore<TodoList>, messages: MessageSpy<TodoListMessage>,
        host: TestWindow
    ) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let messages = MessageSpy<TodoListMessage>()
        let effects = TodoListEffectHandler(store: environment.todoStore, clock: environment.clock)
        let driver = Driver.recording(
            into: messages, state: TodoListState(), update: TodoListUpdate.update, perform: effects.perform)
        let sut = TodoListViewController(
            driver: driver, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(driver, sourceLocation: sourceLocation)
        return (sut, environment.todoStore, messages, TestWindow(showing: sut))
    }
}
