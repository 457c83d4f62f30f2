import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

/// The todo view controller with a business logic spy: the requests each event sends, and what each
/// view model puts on screen.
@MainActor
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
struct TodoListViewControllerTests {
    @Test("is titled \"Todo\", with the field and its placeholder, a disabled Add, the empty label and the list")
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == false)
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("loading asks for the list; appearing asks for a load failure to report, every time")
    func lifecycle() {
        let (sut, interactor, window) = makeSUT()

        window.hideAndShowAgain(sut)

        #expect(interactor.messages == [.viewDidLoad, .viewDidAppear, .viewDidAppear])
    }

    @Test("a displayed list fills the counter, the empty label and the rows")
    func displaysList() throws {
        let (sut, _, _) = makeSUT()
        let table = try sut.element("todo.list", as: TableView.self)

        sut.displayList(
            viewModel: ListTodos.ViewDidLoad.ViewModel(
                displayedList: ListTodos.DisplayedList(
                    [Self.openRow, Self.doneRow], counterText: "1 item left", showsEmptyMessage: false)))

        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden)
        let cells = table.visibleCells
        #expect(cells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Milk", "Read"])
        #expect(
            cells.map { $0.labelText("todo.row.date") } == [
                "Nov 18, 2026 at 11:06:40 AM", "Nov 18, 2026 at 11:07:40 AM",
            ])
        let names = cells.compactMap { $0.view(withIdentifier: "todo.row.name") as? Label }
        let dates = cells.compactMap { $0.view(withIdentifier: "todo.row.date") as? Label }
        #expect(names.map(\.textColor) == [.black, .gray])
        #expect(dates.map(\.textColor) == [.black, .gray])
        #expect(names.map(\.isStrikethrough) == [false, true])
        #expect(dates.map(\.isStrikethrough) == [false, true])
        #expect(cells.map { $0.view(withIdentifier: "todo.row.priority")?.backgroundColor } == [.red, .lightGreen])
    }

    @Test("an empty list shows the empty label and no rows")
    func emptyList() throws {
        let (sut, _, _) = makeSUT()

        sut.displayChangedList(
            viewModel: ListTodos.ListChanged.ViewModel(
                displayedList: ListTodos.DisplayedList([], counterText: "0 items left", showsEmptyMessage: true)))

        #expect(try sut.element("todo.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("todo.counter", as: Label.self).text == "0 items left")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("of a list of 1,000 rows, the table makes only the 15 that fit on screen")
    func rowsMadeOnDemand() {
        let (sut, _, _) = makeSUT()
        var made = 0
        let rows = (0..<1_000).lazy.map { index in
            made += 1
            return Self.row(id: index, indexText: String(index + 1))
        }

        sut.displayList(
            viewModel: ListTodos.ViewDidLoad.ViewModel(
                displayedList: ListTodos.DisplayedList(
                    todos: rows, counterText: "1000 items left", showsEmptyMessage: false)))

        #expect(made == 15)
    }

    @Test("a load failure is shown as an alert over the screen")
    func loadFailure() throws {
        let (sut, _, window) = makeSUT()

        sut.displayLoadFailure(
            viewModel: ListTodos.ViewDidAppear.ViewModel(alert: notice("Could not load tasks", "Kept in a.json.")))

        #expect(try window.alert() == .ok("Could not load tasks", "Kept in a.json."))
    }

    // MARK: Helpers

    static let openRow = row(id: 4, indexText: "1", name: "Milk")
    static let doneRow = ListTodos.DisplayedTodo(
        id: 9, indexText: "2", nameText: "Read", dateText: "Nov 18, 2026 at 11:07:40 AM", textColor: .gray,
        isStrikethrough: true, priorityColor: .lightGreen,
        swipeActions: [
            ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red),
            ListTodos.SwipeAction(kind: .undone, title: "Undone", isDestructive: false, color: .orange),
        ])

    /// An open, urgent row, as the presenter makes one.
    static func row(id: Int, indexText: String, name: String = "Task") -> ListTodos.DisplayedTodo {
        ListTodos.DisplayedTodo(
            id: id, indexText: indexText, nameText: name, dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .black,
            isStrikethrough: false, priorityColor: .red,
            swipeActions: [
                ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red),
                ListTodos.SwipeAction(kind: .done, title: "Done", isDestructive: false, color: .lightBlue),
                ListTodos.SwipeAction(kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen),
            ])
    }

    /// The screen in a window, loaded and on screen, sending its requests to a spy.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListViewController, interactor: TodoListBusinessLogicSpy, window: TestWindow) {
        let interactor = TodoListBusinessLogicSpy()
        let sut = TodoListViewController(interactor: interactor)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(interactor, sourceLocation: sourceLocation)
        return (sut, interactor, TestWindow(showing: sut))
    }

    /// Shows `rows` as the presenter would after a load.
    func display(_ rows: [ListTodos.DisplayedTodo], on sut: TodoListViewController) {
        sut.displayList(
            viewModel: ListTodos.ViewDidLoad.ViewModel(
                displayedList: ListTodos.DisplayedList(rows, counterText: "", showsEmptyMessage: rows.isEmpty)))
    }
}
