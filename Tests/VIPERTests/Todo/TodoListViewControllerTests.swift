import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Todo view", .checkingForLeaks)
struct TodoListViewControllerTests {
    @Test("the screen lays out field, Add, counter, empty label and list, top to bottom")
    func layout() throws {
        let (sut, _) = makeSUT()

        #expect(sut.title == "Todo")
        #expect(
            sut.view.subviews.map(\.accessibilityIdentifier) == [
                "todo.nameField", "todo.addButton", "todo.counter", "todo.empty", "todo.list",
            ])
        #expect(try sut.element("todo.nameField", as: TextField.self).placeholder == "What needs to be done?")
        #expect(try sut.element("todo.addButton", as: Button.self).title == "Add")
        #expect(try sut.element("todo.empty", as: Label.self).text == "Nothing to do")
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

    @Test("a displayed list fills the counter, the empty label and the rows with one reload")
    func displaysList() throws {
        let (sut, _) = makeSUT()
        let table = try sut.element("todo.list", as: TableView.self)
        table.clearUpdates()

        sut.display(
            TodoListDisplay(rows: [Self.openRow, Self.doneRow], counterText: "1 item left", showsEmptyMessage: false))

        #expect(table.updates == [.reloadData])
        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden)
        let cells = table.visibleCells
        #expect(cells.map { $0.labelText("todo.row.index") } == ["1", "2"])
        #expect(cells.map { $0.labelText("todo.row.name") } == ["Milk", "Read"])
        #expect(cells.map { $0.labelText("todo.row.date") } == [Samples.dateText, Samples.dateText])
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

        sut.display(TodoListDisplay(rows: [], counterText: "0 items left", showsEmptyMessage: true))

        #expect(try sut.element("todo.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("todo.list", as: TableView.self).visibleCells.isEmpty)
    }

    @Test("a row's swipe buttons are the presenter's, in its order, with their styles and colours")
    func swipeButtons() throws {
        let (sut, _) = makeSUT()
        sut.display(TodoListDisplay(rows: [Self.openRow, Self.doneRow], counterText: "", showsEmptyMessage: false))
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a tapped swipe button is reported with its row")
    func swipeReported() throws {
        let (sut, presenter) = makeSUT()
        sut.display(TodoListDisplay(rows: [Self.openRow, Self.doneRow], counterText: "", showsEmptyMessage: false))
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Undone", forRowAt: IndexPath(row: 1, section: 0))
        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 0, section: 0))

        #expect(
            presenter.messages.dropFirst() == [
                .swipeActionTapped(.toggleDone, row: 1), .swipeActionTapped(.changePriority, row: 0),
                .swipeActionTapped(.remove, row: 0),
            ])
    }

    private static let openRow = TodoRowDisplay(
        indexText: "1", name: "Milk", dateText: Samples.dateText, textColor: .black, isStruckThrough: false,
        priorityColor: .red, swipeActions: [.remove, .done, .priority])
    private static let doneRow = TodoRowDisplay(
        indexText: "2", name: "Read", dateText: Samples.dateText, textColor: .gray, isStruckThrough: true,
        priorityColor: .lightGreen, swipeActions: [.remove, .undone])

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
