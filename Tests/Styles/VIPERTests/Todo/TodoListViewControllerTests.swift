import CaseProfiles
import Foundation
import HeadlessUI
import TestAids
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

    @Test("typing reports the text as it changes, and Add is reported as a tap")
    func typingAndAdding() throws {
        let (sut, presenter) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)

        field.enterText(" M")
        field.enterText(" Milk ")
        try sut.element("todo.addButton", as: Button.self).tap()

        #expect(presenter.messages.contains(.nameChanged(" M")))
        #expect(presenter.messages.contains(.nameChanged(" Milk ")))
        #expect(presenter.messages.last == .addButtonTapped)
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

    @Test("a displayed list fills the counter, the empty label and the rows the presenter formatted")
    func displaysList() throws {
        let (sut, _) = makeSUT()
        let table = try sut.element("todo.list", as: TableView.self)

        sut.display(
            TodoListDisplay(rows: [Self.openRow, Self.doneRow], counterText: "1 item left", showsEmptyMessage: false))

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

    @Test("a tapped swipe button is reported with its row's item id")
    func swipeReported() throws {
        let (sut, presenter) = makeSUT()
        sut.display(TodoListDisplay(rows: [Self.openRow, Self.doneRow], counterText: "", showsEmptyMessage: false))
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Undone", forRowAt: IndexPath(row: 1, section: 0))
        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 0, section: 0))

        #expect(
            presenter.messages.filter { $0 != .viewDidLoad } == [
                .swipeActionTapped(.undone, itemID: 9), .swipeActionTapped(.priority, itemID: 4),
                .swipeActionTapped(.remove, itemID: 4),
            ])
    }

    @Test("an alert the presenter asks for is shown with its buttons; a button with a choice reports it")
    func alert() throws {
        let (sut, presenter) = makeSUT()
        let window = TestWindow(showing: sut)
        let alert = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "Sure?",
            buttons: [
                AlertDisplay.Button(title: "Cancel", role: .cancel),
                AlertDisplay.Button(title: "Remove", role: .destructive, choice: .remove(itemID: 3)),
            ])
        sut.showAlert(alert)
        #expect(
            try window.alert()
                == AlertSnapshot(
                    title: "Remove item", message: "Sure?", buttons: [.cancel("Cancel"), .destructive("Remove")]))
        try window.tapAlertButton("Cancel")
        sut.showAlert(alert)

        try window.tapAlertButton("Remove")

        #expect(
            presenter.messages.filter { if case .alertButtonTapped = $0 { true } else { false } } == [
                .alertButtonTapped(.remove(itemID: 3))
            ])
        #expect(window.topAlert == nil)
    }

    @Test("an action sheet is shown as one, on top of whatever the screen already presents")
    func actionSheetOnTop() throws {
        let (sut, _) = makeSUT()
        let window = TestWindow(showing: sut)
        sut.showAlert(.notice(title: "First", message: ""))

        sut.showAlert(
            AlertDisplay(
                title: "Change priority", message: "For:", style: .actionSheet,
                buttons: [AlertDisplay.Button(title: "Urgent", choice: .setPriority(.urgent, itemID: 1))]))

        #expect(
            try window.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "For:", buttons: [.default("Urgent")]))
        #expect(
            window.window.presentationChain.compactMap { ($0 as? AlertController)?.title } == [
                "First", "Change priority",
            ])
        #expect(window.window.presentationWarnings.isEmpty)
    }

    private static let openRow = TodoRowDisplay(
        id: 4, indexText: "1", nameText: "Milk", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .black,
        isStrikethrough: false, priorityColor: .red, swipeActions: [.remove, .done, .priority])
    private static let doneRow = TodoRowDisplay(
        id: 9, indexText: "2", nameText: "Read", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .gray,
        isStrikethrough: true, priorityColor: .lightGreen, swipeActions: [.remove, .undone])

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
