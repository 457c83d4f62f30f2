import CaseProfiles
import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

/// What lives only in the Todo view: what the field enables, the alerts it presents and its swipe
/// buttons, hosted in a window as the app shows it, over a real model on a fake store.
@Suite("TodoListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewTests {
    @Test("shows the field with its placeholder, Add and the empty label")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(
            try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).placeholder
                == "What needs to be done?")
        #expect(try screen.addButton().title == "Add")
        #expect(try screen.controller.element("todo.empty", as: Label.self).text == "Nothing to do")
    }

    @Test("the load alert shows once: a later appearance does not bring it back")
    func loadAlertOnce() throws {
        let store = InMemoryStore(TodoList())
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))
        let model = TodoListModel(store: store, clock: .stepping(from: Fixtures.referenceDate))
        let controller = HostingController(
            rootView: TodoListView(dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone)).environment(model))
        let window = TestWindow(showing: controller)
        let shownFirst = window.topAlert != nil

        try window.tapAlertButton("OK")
        window.hideAndShowAgain(controller)

        #expect(shownFirst)
        #expect(window.topAlert == nil)
        for object in [model, store, controller] as [AnyObject] {
            trackForMemoryLeaks(object)
        }
    }

    @Test("Add is enabled only while the field holds something other than spaces and newlines")
    func addEnabledByText() throws {
        let (screen, _) = makeSUT()

        try screen.type(" \n ")
        let enabledBySpaces = try screen.addButton().isEnabled
        try screen.type(" Milk ")

        #expect(enabledBySpaces == false)
        #expect(try screen.addButton().isEnabled)
    }

    @Test("adding clears the field and disables Add; the counter and the empty label follow the list")
    func addClearsField() throws {
        let (screen, store) = makeSUT()
        let emptyBefore = screen.controller.view.view(withIdentifier: "todo.empty") != nil

        try screen.type("Milk")
        try screen.addButton().tap()

        #expect(emptyBefore)
        #expect(screen.controller.view.view(withIdentifier: "todo.empty") == nil)
        #expect(try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).text == "")
        #expect(try screen.addButton().isEnabled == false)
        #expect(screen.controller.view.labelText("todo.counter") == "1 item left")
        #expect(store.document.items.map(\.name) == ["Milk"])
    }

    @Test("a name over 200 characters is refused with an alert, and the field keeps it")
    func nameTooLong() throws {
        let (screen, store) = makeSUT()
        let long = String(repeating: "a", count: 201)

        try screen.type(long)
        try screen.addButton().tap()

        #expect(try screen.window.alert() == .ok("Name too long", "A task name can have at most 200 characters."))
        #expect(try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).text == long)
        #expect(store.saveCount == 0)
    }

    @Test("a refused save is told, and the typed name stays in the field")
    func saveRefused() throws {
        let (screen, store) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        try screen.type("Milk")
        try screen.addButton().tap()

        #expect(try screen.window.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(try screen.controller.element("todo.nameField", as: HeadlessUI.TextField.self).text == "Milk")
    }

    @Test("an open row offers Remove, Done and Priority; a done one Remove and Undone, in their colours")
    func swipeButtons() throws {
        let (screen, _) = makeSUT([Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])
        let table = try screen.controller.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(
            open.map { "\($0.title ?? "") \($0.backgroundColor.name)" } == [
                "Remove red", "Done lightBlue", "Priority lightGreen",
            ])
        #expect(done.map { "\($0.title ?? "") \($0.backgroundColor.name)" } == ["Remove red", "Undone orange"])
    }

    @Test("Remove asks with the item's name, and removes exactly that item when confirmed")
    func removeAsks() throws {
        let (screen, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])
        let table = try screen.controller.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 1, section: 0))
        let alert = try screen.window.alert()
        try screen.window.tapAlertButton("Remove")

        #expect(alert.title == "Remove item")
        #expect(alert.message == "You want to remove item:\n\nTwin\n\nAre you sure?")
        #expect(store.document.items.map(\.id) == [2])
    }

    private func makeSUT(
        _ items: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoScreen, InMemoryStore<TodoList>) {
        let store = InMemoryStore(TodoList(items: items))
        let model = TodoListModel(store: store, clock: .stepping(from: Fixtures.referenceDate))
        let view = TodoListView(dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone)).environment(model)
        let controller = HostingController(rootView: view)
        let screen = TodoScreen(window: TestWindow(showing: controller), controller: controller)
        for object in [model, store, controller] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (screen, store)
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
}
