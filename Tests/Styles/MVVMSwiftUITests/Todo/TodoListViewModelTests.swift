import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

/// The Todo view model without any view: intents are called, and its state is read after each.
@Suite("TodoListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewModelTests {
    typealias Alert = AlertViewModel<TodoListAlertChoice>

    // MARK: Loading

    @Test("loading shows the stored items as rows numbered from 1, open before done as the list orders them")
    func loadShowsRows() {
        let (sut, _) = makeSUT([
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 90),
            Fixtures.item(3, "Newer", minutes: 60),
        ])

        #expect(sut.rows.map(\.nameText) == ["Newer", "Older", "Finished"])
        #expect(sut.rows.map(\.indexText) == ["1", "2", "3"])
        #expect(sut.isEmptyLabelHidden)
    }

    @Test("an empty list shows the empty label and \"0 items left\", with Add disabled")
    func emptyList() {
        let (sut, _) = makeSUT()

        #expect(sut.rows.isEmpty)
        #expect(sut.counterText == "0 items left")
        #expect(sut.isEmptyLabelHidden == false)
        #expect(sut.isAddEnabled == false)
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [([false], "1 item left"), ([true], "0 items left"), ([false, true, false, false], "3 items left")])
    func counter(doneFlags: [Bool], text: String) {
        let (sut, _) = makeSUT(doneFlags.enumerated().map { Fixtures.item($0.offset + 1, "Task", done: $0.element) })

        #expect(sut.counterText == text)
    }

    @Test("unreadable stored tasks: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Milk")], loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        let alertBefore = sut.alert

        sut.onAppear()

        #expect(alertBefore == nil)
        #expect(sut.rows.isEmpty)
        #expect(
            sut.alert
                == Alert(
                    title: "Could not load tasks",
                    message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                    buttons: [.init(title: "OK")]))
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailureAlert() {
        let (sut, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))

        sut.onAppear()

        #expect(
            sut.alert
                == Alert(
                    title: "Could not load tasks", message: "Your saved tasks could not be read: permission denied.",
                    buttons: [.init(title: "OK")]))
    }

    @Test("the load alert shows once: once closed, a later appearance does not bring it back")
    func loadAlertOnce() {
        let (sut, _) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        sut.onAppear()
        let firstTitle = sut.alert?.title

        sut.alertDismissed()
        sut.onAppear()

        #expect(firstTitle == "Could not load tasks")
        #expect(sut.alert == nil)
    }

    @Test("a successful load shows no alert on appearing")
    func noAlertAfterGoodLoad() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Milk")])

        sut.onAppear()

        #expect(sut.alert == nil)
    }

    // MARK: Helpers

    /// The view model over a fake store holding `items`; it loads them as it is made.
    func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListViewModel, store: InMemoryStore<TodoList>) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let sut = TodoListViewModel(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(environment.todoStore, sourceLocation: sourceLocation)
        return (sut, environment.todoStore)
    }
}
