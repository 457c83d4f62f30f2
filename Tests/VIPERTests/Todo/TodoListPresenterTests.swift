import Models
import TestSupport
import Testing

@testable import VIPER

/// The todo presenter between spies: what it asks of its view, interactor and router, literally.
@MainActor
@Suite("TodoListPresenter", .checkingForLeaks, .profilingEachCase)
struct TodoListPresenterTests {
    @Test("on load it disables Add, then asks for the list")
    func viewDidLoad() {
        let (sut, view, interactor, router) = makeSUT()

        sut.viewDidLoad()

        #expect(view.messages == [.addButton(isEnabled: false)])
        #expect(interactor.messages == [.loadList])
        #expect(router.messages.isEmpty)
    }

    @Test("a loaded list is shown as its number of rows, its counter and its empty label, with no row formatted")
    func displaysLoadedList() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad(TodoListContent(itemCount: 2, remainingCount: 1))

        #expect(
            view.messages == [
                .display(TodoListDisplay(rowCount: 2, counterText: "1 item left", showsEmptyMessage: false))
            ])
    }

    @Test("a row asked for is the interactor's item at that index, with its position, name, date, colours and swipes")
    func formatsRowOnRequest() {
        let (sut, _, interactor, _) = makeSUT()
        interactor.items = [
            TodoListItem(
                id: 7, name: "Call mum", isDone: false, priority: .urgent, createdAt: Fixtures.date(minutes: 1)),
            TodoListItem(
                id: 3, name: "Buy milk", isDone: true, priority: .normal, createdAt: Fixtures.date(minutes: 0)),
        ]
        sut.interactorDidLoad(TodoListContent(itemCount: 2, remainingCount: 1))

        #expect(
            [sut.row(at: 0), sut.row(at: 1)] == [
                TodoRowDisplay(
                    id: 7, indexText: "1", name: "Call mum", dateText: "Nov 18, 2026 at 11:07:40 AM", textColor: .black,
                    isStruckThrough: false, priorityColor: .red, swipeActions: [.remove, .done, .priority]),
                TodoRowDisplay(
                    id: 3, indexText: "2", name: "Buy milk", dateText: "Nov 18, 2026 at 11:06:40 AM", textColor: .gray,
                    isStruckThrough: true, priorityColor: .lightGreen, swipeActions: [.remove, .undone]),
            ])
    }

    @Test("the swipe buttons have the titles, styles and colours of the spec")
    func swipeButtons() {
        let (sut, _, interactor, _) = makeSUT()
        interactor.items = [item(1, "Open"), item(2, "Finished", isDone: true)]

        sut.interactorDidLoad(TodoListContent(itemCount: 2, remainingCount: 1))

        let buttons = [sut.row(at: 0), sut.row(at: 1)].map(\.swipeActions)
        #expect(
            buttons == [
                [
                    TodoSwipeActionDisplay(kind: .remove, title: "Remove", isDestructive: true, color: .red),
                    TodoSwipeActionDisplay(kind: .toggleDone, title: "Done", isDestructive: false, color: .lightBlue),
                    TodoSwipeActionDisplay(
                        kind: .changePriority, title: "Priority", isDestructive: false, color: .lightGreen),
                ],
                [
                    TodoSwipeActionDisplay(kind: .remove, title: "Remove", isDestructive: true, color: .red),
                    TodoSwipeActionDisplay(kind: .toggleDone, title: "Undone", isDestructive: false, color: .orange),
                ],
            ])
    }

    @Test(
        "the priority marker is lightGreen, orange or red",
        arguments: [(Priority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityColor(priority: Priority, color: DisplayColor) {
        let (sut, _, interactor, _) = makeSUT()
        interactor.items = [item(1, "Pay rent", priority: priority)]

        sut.interactorDidLoad(TodoListContent(itemCount: 1, remainingCount: 1))

        #expect(sut.row(at: 0).priorityColor == color)
    }

    @Test(
        "the counter says how many are left, singular only for one, and an empty list shows the empty label",
        arguments: [(0, "0 items left", true), (1, "1 item left", false), (3, "3 items left", false)])
    func counter(remaining: Int, text: String, showsEmptyMessage: Bool) {
        let (sut, view, _, _) = makeSUT()
        sut.interactorDidLoad(TodoListContent(itemCount: showsEmptyMessage ? 0 : 3, remainingCount: remaining))

        #expect(view.displayedLists.last?.counterText == text)
        #expect(view.displayedLists.last?.showsEmptyMessage == showsEmptyMessage)
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
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToLoad(error)
        let routedBeforeAppearing = router.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(routedBeforeAppearing.isEmpty)
        #expect(
            view.messages == [
                .display(TodoListDisplay(rowCount: 0, counterText: "0 items left", showsEmptyMessage: true))
            ])
        #expect(router.messages == [.showAlert(notice("Could not load tasks", message))])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, _, _, router) = makeSUT()
        sut.interactorDidLoad(TodoListContent(itemCount: 1, remainingCount: 1))

        sut.viewDidAppear()

        #expect(router.messages.isEmpty)
    }

    @Test("a changed list is shown again: the table reloads its rows")
    func changed() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidChange(TodoListContent(itemCount: 0, remainingCount: 0))

        #expect(
            view.messages == [
                .display(TodoListDisplay(rowCount: 0, counterText: "0 items left", showsEmptyMessage: true))
            ])
    }

    // MARK: Helpers

    /// A presenter wired to spies, all of them checked for leaks.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListPresenter, view: TodoListViewSpy, interactor: TodoListInteractorSpy, router: TodoListRouterSpy) {
        let view = TodoListViewSpy()
        let interactor = TodoListInteractorSpy()
        let router = TodoListRouterSpy()
        let sut = TodoListPresenter(
            interactor: interactor, router: router, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        sut.view = view
        for object in [sut, view, interactor, router] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, view, interactor, router)
    }

    /// A use-case value for an item created at the reference date.
    func item(_ id: Int, _ name: String, isDone: Bool = false, priority: Priority = .normal) -> TodoListItem {
        TodoListItem(id: id, name: name, isDone: isDone, priority: priority, createdAt: Fixtures.referenceDate)
    }
}
