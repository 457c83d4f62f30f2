import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIPER

/// The todo presenter between spies: what it asks of its view and its interactor, literally.
@MainActor
@Suite("TodoListPresenter", .checkingForLeaks, .profilingEachCase)
struct TodoListPresenterTests {
    @Test("on load it asks for the list")
    func viewDidLoad() {
        let (sut, _, interactor) = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.messages == [.loadList])
    }

    @Test("a loaded list is shown whole: each row with its position, name, date, colours and swipe buttons")
    func displaysLoadedList() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidLoad(
            TodoListContent(
                items: [
                    TodoListItem(
                        id: 7, name: "Call mum", isDone: false, priority: .urgent, createdAt: Fixtures.date(minutes: 1)),
                    TodoListItem(
                        id: 3, name: "Buy milk", isDone: true, priority: .normal, createdAt: Fixtures.date(minutes: 0)),
                ],
                remainingCount: 1))

        #expect(
            view.displayedLists.last
                == TodoListDisplay(
                    rows: [
                        TodoRowDisplay(
                            id: 7, indexText: "1", nameText: "Call mum", dateText: "Nov 18, 2026 at 11:07:40 AM",
                            textColor: .black, isStrikethrough: false, priorityColor: .red,
                            swipeActions: [
                                TodoSwipeActionDisplay(
                                    kind: .remove, title: "Remove", isDestructive: true, color: .red),
                                TodoSwipeActionDisplay(
                                    kind: .done, title: "Done", isDestructive: false, color: .lightBlue),
                                TodoSwipeActionDisplay(
                                    kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen),
                            ]),
                        TodoRowDisplay(
                            id: 3, indexText: "2", nameText: "Buy milk", dateText: "Nov 18, 2026 at 11:06:40 AM",
                            textColor: .gray, isStrikethrough: true, priorityColor: .lightGreen,
                            swipeActions: [
                                TodoSwipeActionDisplay(
                                    kind: .remove, title: "Remove", isDestructive: true, color: .red),
                                TodoSwipeActionDisplay(
                                    kind: .undone, title: "Undone", isDestructive: false, color: .orange),
                            ]),
                    ],
                    counterText: "1 item left", showsEmptyMessage: false))
    }

    @Test(
        "the priority marker is lightGreen, orange or red",
        arguments: [(TodoListPriority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityColor(priority: TodoListPriority, color: DisplayColor) {
        let (sut, view, _) = makeSUT()

        sut.interactorDidLoad(TodoListContent(items: [item(1, "Pay rent", priority: priority)], remainingCount: 1))

        #expect(view.displayedLists.last?.rows.map(\.priorityColor) == [color])
    }

    @Test(
        "the counter says how many are left, singular only for one",
        arguments: [(0, "0 items left"), (1, "1 item left"), (3, "3 items left")])
    func counter(remaining: Int, text: String) {
        let (sut, view, _) = makeSUT()

        sut.interactorDidLoad(
            TodoListContent(items: [item(1, "Read", isDone: remaining == 0)], remainingCount: remaining))

        #expect(view.displayedLists.last?.counterText == text)
        #expect(view.displayedLists.last?.showsEmptyMessage == false)
    }

    @Test("an empty list shows the empty label")
    func emptyList() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidChange(TodoListContent(items: [], remainingCount: 0))

        #expect(
            view.displayedLists.last == TodoListDisplay(rows: [], counterText: "0 items left", showsEmptyMessage: true))
    }

    @Test(
        "an unreadable list shows the list kept and its alert waits for the first appearance, and comes once",
        arguments: [
            (
                StoreError.unreadable(keptAs: "todos.unreadable-1.json"),
                "Your saved tasks could not be read and were kept in todos.unreadable-1.json."
            ),
            (.unreadableNotKept(reason: "permission denied"), "Your saved tasks could not be read: permission denied."),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, view, _) = makeSUT()

        sut.interactorDidFailToLoad(error, list: TodoListContent(items: [], remainingCount: 0))
        let alertsBeforeAppearing = view.alerts
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(alertsBeforeAppearing.isEmpty)
        #expect(
            view.displayedLists.last == TodoListDisplay(rows: [], counterText: "0 items left", showsEmptyMessage: true))
        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Could not load tasks", message: message, buttons: [AlertDisplay.Button(title: "OK")])
            ])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, view, _) = makeSUT()
        sut.interactorDidLoad(TodoListContent(items: [item(1, "Read")], remainingCount: 1))

        sut.viewDidAppear()

        #expect(view.alerts.isEmpty)
    }

    // MARK: Helpers

    /// A presenter wired to spies, all of them checked for leaks.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListPresenter, view: TodoListViewSpy, interactor: TodoListInteractorSpy) {
        let view = TodoListViewSpy()
        let interactor = TodoListInteractorSpy()
        let sut = TodoListPresenter(
            interactor: interactor, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        sut.view = view
        for object in [sut, view, interactor] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, interactor)
    }

    /// A use-case value for an item created at the reference date.
    func item(
        _ id: Int, _ name: String, isDone: Bool = false, priority: TodoListPriority = .normal
    ) -> TodoListItem {
        TodoListItem(id: id, name: name, isDone: isDone, priority: priority, createdAt: Fixtures.referenceDate)
    }
}
