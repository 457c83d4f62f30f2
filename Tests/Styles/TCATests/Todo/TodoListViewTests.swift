import CaseProfiles
import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// What lives only in the Todo view: the field and Add bound to the state and its actions, the rows and
/// their swipe buttons drawn from the state, and the state's alerts shown and answered, hosted in a
/// window as the app shows it over a real store and reducer on a fake store.
@Suite("TodoListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewTests {
    @Test("shows the field with its placeholder, Add disabled, the counter and the empty label")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "Todo")
        #expect(
            try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).placeholder
                == "What needs to be done?")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.addButton().isEnabled == false)
        #expect(screen.controller.view.labelText("todo.counter") == "0 items left")
        #expect(try screen.controller.element("todo.empty", as: Label.self).text == "Nothing to do")
    }

    @Test("typing enables Add; adding empties the field, counts the item and shows its row")
    func typeAndAdd() throws {
        let (screen, store) = makeSUT()

        try screen.type("Milk")
        let enabledByText = try screen.addButton().isEnabled
        try screen.addButton().tap()

        #expect(enabledByText)
        #expect(try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).text == "")
        #expect(try screen.addButton().isEnabled == false)
        #expect(screen.controller.view.labelText("todo.counter") == "1 item left")
        #expect(screen.controller.view.view(withIdentifier: "todo.empty") == nil)
        let row = try #require(try screen.table().visibleCells.first)
        #expect(row.labelText("todo.row.index") == "1")
        #expect(row.labelText("todo.row.name") == "Milk")
        #expect(row.labelText("todo.row.date") == "Nov 18, 2026 at 11:06:40 AM")
        #expect(store.document.items.map(\.name) == ["Milk"])
    }

    @Test("a done row's texts are gray and struck through, and each marker has its priority's colour")
    func rowAppearance() throws {
        let (screen, _) = makeSUT([
            Fixtures.item(1, "Open", priority: .urgent), Fixtures.item(2, "Finished", done: true, priority: .important),
        ])
        let cells = try screen.table().visibleCells

        let names = cells.compactMap { $0.view(withIdentifier: "todo.row.name") as? Label }
        #expect(names.map(\.textColor.name) == ["black", "gray"])
        #expect(names.map(\.isStrikethrough) == [false, true])
        #expect(
            cells.compactMap { $0.view(withIdentifier: "todo.row.priority")?.backgroundColor?.name } == [
                "red", "orange",
            ])
    }

    @Test("an open row offers Remove, Done and Priority; a done one Remove and Undone, in their colours")
    func swipeButtons() throws {
        let (screen, _) = makeSUT([Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])
        let table = try screen.table()

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(
            open.map { "\($0.title ?? "") \($0.backgroundColor.name)" } == [
                "Remove red", "Done lightBlue", "Priority lightGreen",
            ])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(done.map { "\($0.title ?? "") \($0.backgroundColor.name)" } == ["Remove red", "Undone orange"])
    }

    @Test("Priority shows the state's action sheet; a choice the store refuses gives way to the reason")
    func priorityRefused() throws {
        let (screen, store) = makeSUT([Fixtures.item(1, "Target")])
        try screen.table().performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        let sheet = try screen.window.alert()
        store.failNextSave(reason: "the disk is full")

        try screen.window.tapAlertButton("Urgent")

        #expect(
            sheet
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "You want to change priority for:\n\nTarget",
                    buttons: [.default("Normal"), .default("Important"), .default("Urgent"), .cancel("Cancel")]))
        #expect(try screen.window.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(store.document.item(withID: 1)?.priority == .normal)
    }

    @Test("Remove asks with the item's name, and removes exactly that item when confirmed")
    func removeAsks() throws {
        let (screen, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])

        try screen.table().performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 1, section: 0))
        let alert = try screen.window.alert()
        try screen.window.tapAlertButton("Remove")

        #expect(
            alert
                == AlertSnapshot(
                    title: "Remove item", message: "You want to remove item:\n\nTwin\n\nAre you sure?",
                    buttons: [.cancel("Cancel"), .destructive("Remove")]))
        #expect(screen.window.topAlert == nil)
        #expect(store.document.items.map(\.id) == [2])
    }

    @Test("the load alert shows when the screen appears, and not again when it appears again")
    func loadAlertOnce() throws {
        let store = InMemoryStore(TodoList())
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        let feature = makeFeature(store)
        let controller = HostingController(
            rootView: TodoListView(store: feature, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone)))
        let window = TestWindow(showing: controller)
        let shownFirst = window.topAlert?.title

        try window.tapAlertButton("OK")
        window.hideAndShowAgain(controller)

        #expect(shownFirst == "Could not load tasks")
        #expect(window.topAlert == nil)
        for object in [feature, store, controller] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }

    private func makeSUT(
        _ items: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoScreen, InMemoryStore<TodoList>) {
        let store = InMemoryStore(TodoList(items: items))
        let feature = makeFeature(store)
        let controller = HostingController(
            rootView: TodoListView(store: feature, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone)))
        let screen = TodoScreen(window: TestWindow(showing: controller), controller: controller)
        for object in [feature, store, controller] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (screen, store)
    }

    /// The Todo feature's store over `store`, launched as the app launches it.
    private func makeFeature(_ store: InMemoryStore<TodoList>) -> Store<TodoListState, TodoListAction> {
        let feature = Store(
            initialState: TodoListState(),
            reducer: TodoListReducer(store: store, clock: .stepping(from: Fixtures.referenceDate)))
        feature.send(.launched)
        return feature
    }
}

/// The hosted Todo screen and the steps its tests take on it.
@MainActor
struct TodoScreen {
    let window: TestWindow
    let controller: ViewController

    func type(_ text: String) throws {
        try controller.element("todo.nameField", as: HeadlessUI.TextField.self).enterText(text)
    }

    func addButton() throws -> HeadlessUI.Button {
        try controller.element("todo.addButton", as: HeadlessUI.Button.self)
    }

    func table() throws -> TableView {
        try controller.element("todo.list", as: TableView.self)
    }
}
