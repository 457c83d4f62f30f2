import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The todo presenter with no view at all: a view spy records what it is told, and the
/// table's questions are asked of the presenter directly. The store is a fake, the clock steps.
@MainActor
@Suite("TodoListPresenter", .checkingForLeaks, .profilingEachCase)
struct TodoListPresenterTests {
    @Test("on load it disables Add, then shows the stored list: rows, counter and empty label")
    func viewDidLoad() {
        let (sut, view, _) = makeSUT([Fixtures.item(1, "Milk")], load: false)

        sut.viewDidLoad()

        #expect(
            view.messages.unordered == [
                .addButton(isEnabled: false), .reloadRows, .counter("1 item left"), .emptyMessage(isShown: false),
            ])
    }

    @Test("the rows are the list in its order, numbered from 1, each with its name, date, colours and buttons")
    func rows() {
        let (sut, _, _) = makeSUT([
            Fixtures.item(3, "Buy milk", done: true, minutes: 2), Fixtures.item(5, "Older", minutes: 0),
            Fixtures.item(7, "Call mum", priority: .urgent, minutes: 1),
        ])

        #expect(sut.numberOfRows == 3)
        #expect(
            (0..<3).map(sut.row(at:)) == [
                TodoRowDisplay(
                    id: 7, indexText: "1", nameText: "Call mum", dateText: "Nov 18, 2026 at 11:07:40 AM",
                    textColor: .black, isStrikethrough: false, priorityColor: .red,
                    swipeActions: SwipeButtons.open),
                TodoRowDisplay(
                    id: 5, indexText: "2", nameText: "Older", dateText: "Nov 18, 2026 at 11:06:40 AM",
                    textColor: .black, isStrikethrough: false, priorityColor: .lightGreen,
                    swipeActions: SwipeButtons.open),
                TodoRowDisplay(
                    id: 3, indexText: "3", nameText: "Buy milk", dateText: "Nov 18, 2026 at 11:08:40 AM",
                    textColor: .gray, isStrikethrough: true, priorityColor: .lightGreen,
                    swipeActions: SwipeButtons.done),
            ])
    }

    @Test("the swipe buttons: Remove, Done and Priority on an open item, Remove and Undone on a done one")
    func swipeButtons() {
        let (sut, _, _) = makeSUT([Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])

        #expect([sut.row(at: 0).swipeActions, sut.row(at: 1).swipeActions] == [SwipeButtons.open, SwipeButtons.done])
    }

    @Test(
        "the priority marker is lightGreen, orange or red",
        arguments: [(Priority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityColor(priority: Priority, color: DisplayColor) {
        let (sut, _, _) = makeSUT([Fixtures.item(1, "Pay rent", priority: priority)])

        #expect(sut.row(at: 0).priorityColor == color)
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [([false], "1 item left"), ([true], "0 items left"), ([false, true, false, false], "3 items left")])
    func counter(doneFlags: [Bool], text: String) {
        let items = doneFlags.enumerated().map { Fixtures.item($0.offset + 1, "Task", done: $0.element) }
        let (sut, view, _) = makeSUT(items, load: false)

        sut.viewDidLoad()

        #expect(view.messages.contains(.counter(text)))
    }

    @Test("an empty list shows the empty label and \"0 items left\"")
    func emptyList() {
        let (sut, view, _) = makeSUT(load: false)

        sut.viewDidLoad()

        #expect(
            view.messages.unordered == [
                .addButton(isEnabled: false), .reloadRows, .counter("0 items left"), .emptyMessage(isShown: true),
            ])
        #expect(sut.numberOfRows == 0)
    }

    @Test(
        "an unreadable list starts empty and its alert waits for the first appearance, and comes once",
        arguments: [
            (
                StoreError.unreadable(keptAs: "todos.unreadable-1.json"),
                "Your saved tasks could not be read and were kept in todos.unreadable-1.json."
            ),
            (.unreadableNotKept(reason: "permission denied"), "Your saved tasks could not be read: permission denied."),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, view, _) = makeSUT([Fixtures.item(1, "Milk")], loadFailure: error, load: false)

        sut.viewDidLoad()
        let toldBeforeAppearing = view.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(
            toldBeforeAppearing.unordered == [
                .addButton(isEnabled: false), .reloadRows, .counter("0 items left"), .emptyMessage(isShown: true),
            ])
        #expect(view.alerts == [notice("Could not load tasks", message)])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, view, _) = makeSUT([Fixtures.item(1, "Read")])

        sut.viewDidAppear()

        #expect(view.messages.isEmpty)
    }

    // MARK: Helpers

    /// The presenter over a fake store holding `items`, with a view spy. Unless `load` is false it has
    /// loaded as its screen makes it load, and the spy records only what comes after.
    func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, load: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListPresenter, view: TodoListViewSpy, store: InMemoryStore<TodoList>) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let view = TodoListViewSpy()
        let sut = TodoListPresenter(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        sut.view = view
        for object in [sut, view, environment.todoStore] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        if load {
            sut.viewDidLoad()
            view.clear()
        }
        return (sut, view, environment.todoStore)
    }
}
