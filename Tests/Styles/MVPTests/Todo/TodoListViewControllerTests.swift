import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The passive todo view with a presenter spy: it reports every event and applies what it is told,
/// and its table shows the rows the presenter hands it.
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

    @Test("loading, appearing, typing (with the field's text) and Add are reported to the presenter")
    func events() throws {
        let (sut, presenter) = makeSUT()

        sut.beginAppearanceTransition(true)
        sut.endAppearanceTransition()
        try sut.element("todo.nameField", as: TextField.self).enterText(" Milk ")
        try sut.element("todo.addButton", as: Button.self).tap()

        #expect(
            presenter.messages.unordered == [.viewDidLoad, .viewDidAppear, .nameChanged(" Milk "), .addButtonTapped])
    }

    @Test("the counter, the empty label, Add and the field show what the presenter says")
    func appliesWhatItIsTold() throws {
        let (sut, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        field.enterText("Milk")

        sut.showCounter("3 items left")
        sut.showEmptyMessage(false)
        sut.setAddButtonEnabled(true)
        sut.clearNameField()

        #expect(try sut.element("todo.counter", as: Label.self).text == "3 items left")
        #expect(try sut.element("todo.empty", as: Label.self).isHidden)
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled)
        #expect(field.text == "")
    }

    @Test("reloading asks the presenter for the rows and shows each in a cell, as the row says")
    func reloadsRows() throws {
        let (sut, presenter) = makeSUT()
        let table = try sut.element("todo.list", as: TableView.self)
        presenter.rows = [Self.openRow, Self.doneRow]

        sut.reloadRows()

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

    @Test("a row's swipe buttons are the presenter's, in its order, with their styles and colours")
    func swipeButtons() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        sut.reloadRows()
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a row the presenter no longer has, still on screen until the next reload, offers no swipe buttons")
    func swipeOnRowGone() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        sut.reloadRows()
        let table = try sut.element("todo.list", as: TableView.self)
        _ = table.visibleCells
        presenter.rows = [Self.openRow]

        let buttons = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(buttons.isEmpty)
    }

    @Test("a tapped swipe button is reported with its row's item id")
    func swipeReported() throws {
        let (sut, presenter) = makeSUT()
        presenter.rows = [Self.openRow, Self.doneRow]
        sut.reloadRows()
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Undone", forRowAt: IndexPath(row: 1, section: 0))
        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 0, section: 0))

        #expect(
            presenter.messages.filter { $0 != .viewDidLoad }.unordered == [
                .swipeActionTapped(.undone, itemID: 9), .swipeActionTapped(.priority, itemID: 4),
                .swipeActionTapped(.remove, itemID: 4),
            ])
    }

    @Test("an alert shows as the presenter words it; a button with a choice reports it, Cancel reports nothing")
    func alert() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(showing: sut)
        let removal = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "You want to remove item:\n\nMilk\n\nAre you sure?",
            buttons: [
                .init(title: "Cancel", role: .cancel),
                .init(title: "Remove", role: .destructive, choice: .remove(itemID: 4)),
            ])

        sut.showAlert(removal)
        let shown = try window.alert()
        try window.tapAlertButton("Cancel")
        sut.showAlert(removal)
        try window.tapAlertButton("Remove")

        #expect(
            shown
                == AlertSnapshot(
                    title: "Remove item", message: "You want to remove item:\n\nMilk\n\nAre you sure?",
                    buttons: [.cancel("Cancel"), .destructive("Remove")]))
        #expect(presenter.alertChoices == [.remove(itemID: 4)])
    }

    @Test("an action sheet shows as one")
    func actionSheet() throws {
        let (sut, _) = makeSUT()
        let window = TestWindow(showing: sut)

        sut.showAlert(
            AlertDisplay(
                title: "Change priority", message: "You want to change priority for:\n\nMilk", style: .actionSheet,
                buttons: [.init(title: "Cancel", role: .cancel)]))

        #expect(try window.alert().kind == .actionSheet)
    }

    private static let openRow = TodoRowDisplay(
        id: 4, indexText: "1", nameText: "Milk", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .black,
        isStrikethrough: false, priorityColor: .red, swipeActions: SwipeButtons.open)
    private static let doneRow = TodoRowDisplay(
        id: 9, indexText: "2", nameText: "Read", dateText: "Nov 18, 2026 at 11:07:40 AM", textColor: .gray,
        isStrikethrough: true, priorityColor: .lightGreen, swipeActions: SwipeButtons.done)

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        TodoListViewController, TodoListPresenterStub
    ) {
        let presenter = TodoListPresenterStub()
        let sut = TodoListViewController(presenter: presenter)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(presenter, sourceLocation: sourceLocation)
        // The presenter only ever talks to a loaded view: it starts from viewDidLoad.
        _ = sut.view
        return (sut, presenter)
    }
}
