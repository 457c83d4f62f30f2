import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIP

/// The todo presenter with a display logic spy: the view models it makes from each response, literally.
@MainActor
@Suite("TodoListPresenter", .checkingForLeaks, .profilingEachCase)
struct TodoListPresenterTests {
    @Test("a loaded list is shown in list order, each row with its position, name, date, colours and buttons")
    func displaysLoadedList() {
        let (sut, viewController) = makeSUT()

        sut.presentList(
            response: ListTodos.ViewDidLoad.Response(
                list: TodoList(items: [
                    Fixtures.item(3, "Buy milk", done: true, minutes: 0),
                    Fixtures.item(7, "Call mum", priority: .urgent, minutes: 1),
                ])))

        #expect(
            viewController.messages == [
                .displayList(
                    ShownTodoList(
                        [
                            ListTodos.DisplayedTodo(
                                id: 7, indexText: "1", nameText: "Call mum", dateText: "Nov 18, 2026 at 11:07:40 AM",
                                textColor: .black, isStrikethrough: false, priorityColor: .red,
                                swipeActions: [Self.removeButton, Self.doneButton, Self.priorityButton]),
                            ListTodos.DisplayedTodo(
                                id: 3, indexText: "2", nameText: "Buy milk", dateText: "Nov 18, 2026 at 11:06:40 AM",
                                textColor: .gray, isStrikethrough: true, priorityColor: .lightGreen,
                                swipeActions: [Self.removeButton, Self.undoneButton]),
                        ], counterText: "1 item left", showsEmptyMessage: false))
            ])
    }

    @Test("an open row has Remove, Done and Priority; a done row Remove and Undone, each with its style and colour")
    func swipeButtons() {
        let (sut, viewController) = makeSUT()

        sut.presentList(
            response: ListTodos.ViewDidLoad.Response(
                list: TodoList(items: [Fixtures.item(1, "Open"), Fixtures.item(2, "Finished", done: true)])))

        #expect(
            viewController.lastList?.todos.map(\.swipeActions) == [
                [
                    ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red),
                    ListTodos.SwipeAction(kind: .done, title: "Done", isDestructive: false, color: .lightBlue),
                    ListTodos.SwipeAction(
                        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen),
                ],
                [
                    ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red),
                    ListTodos.SwipeAction(kind: .undone, title: "Undone", isDestructive: false, color: .orange),
                ],
            ])
    }

    @Test(
        "the priority marker is lightGreen, orange or red",
        arguments: [(Priority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityColor(priority: Priority, color: DisplayColor) {
        let (sut, viewController) = makeSUT()

        sut.presentList(
            response: ListTodos.ViewDidLoad.Response(
                list: TodoList(items: [Fixtures.item(1, "Pay rent", priority: priority)])))

        #expect(viewController.lastList?.todos.map(\.priorityColor) == [color])
    }

    @Test(
        "the counter says how many are left, singular only for one, and an empty list shows the empty label",
        arguments: [
            ([TodoItem](), "0 items left", true), ([Fixtures.item(1, "Done", done: true)], "0 items left", false),
            ([Fixtures.item(1, "Task")], "1 item left", false),
            ([Fixtures.item(1, "A"), Fixtures.item(2, "B"), Fixtures.item(3, "C")], "3 items left", false),
        ])
    func counter(items: [TodoItem], text: String, showsEmptyMessage: Bool) {
        let (sut, viewController) = makeSUT()

        sut.presentList(response: ListTodos.ViewDidLoad.Response(list: TodoList(items: items)))

        #expect(viewController.lastList?.counterText == text)
        #expect(viewController.lastList?.showsEmptyMessage == showsEmptyMessage)
    }

    @Test(
        "a load failure becomes the load alert, naming the file the data was kept in when it was kept",
        arguments: [
            (
                StoreError.unreadable(keptAs: "todos.unreadable-1.json"),
                "Your saved tasks could not be read and were kept in todos.unreadable-1.json."
            ),
            (.unreadableNotKept(reason: "permission denied"), "Your saved tasks could not be read: permission denied."),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, viewController) = makeSUT()

        sut.presentLoadFailure(response: ListTodos.ViewDidAppear.Response(error: error))

        #expect(viewController.messages == [.displayLoadFailure(notice("Could not load tasks", message))])
    }

    @Test("a changed list is shown again in full")
    func changed() {
        let (sut, viewController) = makeSUT()

        sut.presentChangedList(response: ListTodos.ListChanged.Response(list: TodoList()))

        #expect(
            viewController.messages == [
                .displayChangedList(ShownTodoList([], counterText: "0 items left", showsEmptyMessage: true))
            ])
    }

    // MARK: Helpers

    static let removeButton = ListTodos.SwipeAction(kind: .remove, title: "Remove", isDestructive: true, color: .red)
    static let doneButton = ListTodos.SwipeAction(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
    static let undoneButton = ListTodos.SwipeAction(
        kind: .undone, title: "Undone", isDestructive: false, color: .orange)
    static let priorityButton = ListTodos.SwipeAction(
        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)

    /// A presenter showing dates in the fixtures' time zone, displaying into a spy.
    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListPresenter, viewController: TodoListDisplayLogicSpy) {
        let viewController = TodoListDisplayLogicSpy()
        let sut = TodoListPresenter(dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        sut.viewController = viewController
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(viewController, sourceLocation: sourceLocation)
        return (sut, viewController)
    }
}
