import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("TodoListViewController", .checkingForLeaks, .profilingEachCase)
struct TodoListViewControllerTests {
    @Test("is titled \"Todo\", with the field and its placeholder, Add, the empty label and the list")
    func layout() throws {
        let (sut, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("loading and appearing are reported to the presenter")
    func lifecycle() {
        let (sut, presenter) = makeSUT()

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()

        #expect(presenter.messages == [.viewDidLoad, .viewDidAppear])
    }

    @Test("typing and tapping Add report the field's text")
    func typingAndAdding() throws {
        let (sut, presenter) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)

        field.enterText(" Milk ")
        try sut.element("todo.addButton", as: Button.self).tap()

        #expect(presenter.messages == [.viewDidLoad, .nameFieldChanged(" Milk "), .addButtonTapped(name: " Milk ")])
    }

    @Test("the Add button and the field show what the presenter says")
    func addButtonAndField() throws {
        let (sut, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        field.enterText("Milk")

        sut.displayAddButton(isEnabled: false)
        sut.clearNameField()

        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == false)
        #expect(field.text == "")
    }

    @Test("a displayed list fills the counter, the empty label and the rows the presenter formats, with one reload")
    func displaysList() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        let table = try sut.element("todo.list", as: TableView.self)
        table.clearUpdates()

        sut.display(TodoListDisplay(rowCount: 2, counterText: "1 item left", showsEmptyMessage: false))

        #expect(table.updates == [.reloadData])
        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden)
        let cells = table.visibleCells
        #expect(cells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Milk", "Read"])
        #expect(
            cells.map { $0.labelText("todo.row.date") } == [
                "Nov 18, 2026 at 11:06:40 AM", "Nov 18, 2026 at 11:06:40 AM",
            ])
        let names = cells.compactMap { $0.view(withIdentifier: "todo.row.name") as? Label }
        let dates = cells.compactMap { $0.view(withIdentifier: "todo.row.date") as? Label }
        #expect(names.map(\.textColor) == [.black, .gray])
        #expect(dates.map(\.textColor) == [.black, .gray])
        #expect(names.map(\.isStrikethrough) == [false, true])
        #expect(dates.map(\.isStrikethrough) == [false, true])
        #expect(cells.map { $0.view(withIdentifier: "todo.row.priority")?.backgroundColor } == [.red, .lightGreen])
    }

    @Test("an empty list shows the empty label")
    func emptyList() throws {
        let (sut, _) = makeSUT()

        sut.display(TodoListDisplay(rowCount: 0, counterText: "0 items left", showsEmptyMessage: true))

        #expect(try sut.element("todo.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("a long list asks the presenter only for the rows on screen")
    func asksOnlyForShownRows() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = Array(repeating: Self.openRow, count: 10_000)

        sut.display(TodoListDisplay(rowCount: 10_000, counterText: "10000 items left", showsEmptyMessage: false))

        #expect(presenter.askedRows == Array(0..<15))
        #expect(try sut.element("todo.list", as: TableView.self).numberOfRows(inSection: 0) == 10_000)
    }

    @Test("a row's swipe buttons are the presenter's, in its order, with their styles and colours")
    func swipeButtons() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        sut.display(TodoListDisplay(rowCount: 2, counterText: "", showsEmptyMessage: false))
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a tapped swipe button is reported with its row's item id")
    func swipeReported() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        sut.display(TodoListDisplay(rowCount: 2, counterText: "", showsEmptyMessage: false))
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Undone", forRowAt: IndexPath(row: 1, section: 0))
        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 0, section: 0))

        #expect(
            presenter.messages.dropFirst() == [
                .swipeActionTapped(.toggleDone, itemID: 9), .swipeActionTapped(.changePriority, itemID: 4),
                .swipeActionTapped(.remove, itemID: 4),
            ])
    }

    private static let openRow = TodoRowDisplay(
        id: 4, indexText: "1", name: "Milk", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .black,
        isStruckThrough: false, priorityColor: .red, swipeActions: [.remove, .done, .priority])
    private static let doneRow = TodoRowDisplay(
        id: 9, indexText: "2", name: "Read", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .gray,
        isStruckThrough: true, priorityColor: .lightGreen, swipeActions: [.remove, .undone])

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        TodoListViewController, TodoListPresenterSpy
    ) {
        let presenter = TodoListPresenterSpy()
        let sut = TodoListViewController(presenter: presenter)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(presenter, sourceLocation: sourceLocation)
        // The presenter only ever displays into a loaded view: it starts from viewDidLoad.
        _ = sut.view
        return (sut, presenter)
    }
}
