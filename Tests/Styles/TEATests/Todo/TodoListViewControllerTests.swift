import CaseProfiles
import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Todo view controller on a driver that starts from a literal state, runs the real update
/// function and performs no effect: what is left to test of it is that it applies the view the view
/// function describes, tells the table how the rows changed, and sends a message for everything the
/// user does. What the view says is `TodoListViewTests`' business.
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewControllerTests {
    @Test("is titled \"Todo\", with the field and its placeholder, Add, the empty label and the list")
    func layout() throws {
        let (sut, _, _, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("loading and the first appearance each send their message")
    func lifecycle() {
        let (_, _, messages, _) = makeSUT()

        #expect(messages.messages == [.viewDidLoad, .viewDidAppear])
    }

    @Test("applies the view: each cell copies its row, and the counter, empty label and Add show what the view says")
    func appliesView() throws {
        let (sut, _, _, _) = makeSUT(
            TodoListState(
                list: TodoList(items: [
                    Fixtures.item(1, "Finished", done: true), Fixtures.item(2, "Open", priority: .urgent),
                ]),
                name: "Milk"))

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
        #expect(try sut.element("todo.nameField", as: TextField.self).text == "Milk")
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == true)
    }

    @Test("a list of 10,000 items makes cells for the rows on screen only")
    func cellsAreLazy() throws {
        let (sut, _, _, _) = makeSUT(
            TodoListState(list: TodoList(items: (1...10_000).map { Fixtures.item($0, "Task \($0)") })))
        let table = try sut.element("todo.list", as: TableView.self)

        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.createdCellCount == 15)
        #expect(table.visibleCells.first?.labelText("todo.row.name") == "Task 10000")
    }

    @Test("typing sends the field's text, and Add its tap")
    func typingAndAdding() throws {
        let (sut, _, messages, _) = makeSUT()

        try sut.element("todo.nameField", as: TextField.self).enterText("Milk")
        #expect(messages.messages.last == .nameChanged("Milk"))
        try sut.element("todo.addButton", as: Button.self).tap()

        #expect(messages.messages.last == .addButtonTapped)
    }

    @Test("a new view's rows replace the shown ones, every position renumbered, and the emptied name empties the field")
    func newRows() throws {
        let (sut, driver, _, _) = makeSUT(
            TodoListState(list: TodoList(items: [Fixtures.item(1, "Bread", minutes: -1)]), name: "Milk"))
        let table = try sut.element("todo.list", as: TableView.self)

        driver.send(
            .newItemSaveFinished(
                .success(TodoList(items: [Fixtures.item(1, "Bread", minutes: -1), Fixtures.item(2, "Milk")]))))

        #expect(table.visibleCells.map { $0.labelText("todo.row.name") } == ["Milk", "Bread"])
        #expect(table.visibleCells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(table.inconsistencies.isEmpty)
        #expect(try sut.element("todo.nameField", as: TextField.self).text == "")
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == false)
    }

    @Test("each row offers the swipe buttons of its row, with their styles and colours")
    func swipeButtons() throws {
        let (sut, _, _, _) = makeSUT(
            TodoListState(list: TodoList(items: [Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])))
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

    @Test("a swipe button sends its kind with the row's item id")
    func swipeSendsItemID() throws {
        let (sut, _, messages, _) = makeSUT(
            TodoListState(list: TodoList(items: [Fixtures.item(7, "A", minutes: 1), Fixtures.item(8, "B")])))
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(messages.messages.last == .swipeActionTapped(.done, itemID: 7))
    }

    @Test("the view's alert is presented once, and a button sends its choice")
    func alertPresented() throws {
        let (sut, _, messages, host) = makeSUT(
            TodoListState(
                list: TodoList(items: [Fixtures.item(1, "A")]),
                alert: AlertState(
                    title: "Change priority", message: "You want to change priority for:\n\nA", style: .actionSheet,
                    buttons: [
                        .init(title: "Urgent", choice: .priorityChosen(.urgent, itemID: 1)),
                        .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                    ])))
        try sut.element("todo.nameField", as: TextField.self).enterText("M")

        #expect(
            try host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "You want to change priority for:\n\nA",
                    buttons: [.default("Urgent"), .cancel("Cancel")]))
        #expect(host.window.presentationWarnings.isEmpty)
        try host.tapAlertButton("Urgent")

        #expect(messages.messages.last == .priorityChosen(.urgent, itemID: 1))
        #expect(host.topAlert == nil)
    }

    /// The screen on a driver from `state` whose messages a spy records, shown in a window.
    private func makeSUT(
        _ state: TodoListState = TodoListState(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: TodoListViewController, driver: Driver<TodoListState, TodoListMessage, TodoListEffect>,
        messages: MessageSpy<TodoListMessage>, host: TestWindow
    ) {
        let messages = MessageSpy<TodoListMessage>()
        let driver = Driver.recording(into: messages, state: state, update: TodoListUpdate.update)
        let sut = TodoListViewController(
            driver: driver, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(driver, sourceLocation: sourceLocation)
        return (sut, driver, messages, TestWindow(showing: sut))
    }
}
