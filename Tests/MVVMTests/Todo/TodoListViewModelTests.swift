import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The Todo view model without any view: inputs are called, outputs are read and their histories
/// recorded.
@Suite("TodoListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewModelTests {
    // MARK: Loading

    @Test("loading shows the stored items as rows numbered from 1, open before done as the list orders them")
    func loadShowsRows() {
        let (sut, _) = makeSUT([
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 90),
            Fixtures.item(3, "Newer", minutes: 60),
        ])

        #expect(sut.rows.map(\.nameText) == ["Newer", "Older", "Finished"])
        #expect(sut.rows.map(\.indexText) == ["1", "2", "3"])
        #expect(sut.isEmptyLabelHidden == true)
    }

    @Test("before loading there are no rows; loading publishes the rows once")
    func loadPublishesOnce() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Milk")], load: false)
        let rows = History(sut.$rows)

        sut.viewDidLoad()

        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Milk"]])
    }

    @Test("an empty list shows the empty label and \"0 items left\"")
    func emptyList() {
        let (sut, _) = makeSUT()

        #expect(sut.isEmptyLabelHidden == false)
        #expect(sut.counterText == "0 items left")
        #expect(sut.rows.isEmpty)
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
        let (sut, _) = makeSUT(
            [Fixtures.item(1, "Milk")], loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        #expect(sut.rows.isEmpty)
        #expect(sut.alert == nil)

        sut.viewDidAppear()

        #expect(
            sut.alert?.snapshot
                == .ok(
                    "Could not load tasks",
                    "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailureAlert() {
        let (sut, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))

        sut.viewDidAppear()

        #expect(
            sut.alert?.snapshot == .ok("Could not load tasks", "Your saved tasks could not be read: permission denied.")
        )
    }

    @Test("the load alert shows once: OK clears it and a later appearance does not bring it back")
    func loadAlertOnce() throws {
        let (sut, _) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        let alerts = History(sut.$alert)

        sut.viewDidAppear()
        try sut.$alert.choose("OK")
        sut.viewDidAppear()

        #expect(alerts.values.map(\.?.title) == [nil, "Could not load tasks", nil])
    }

    @Test("a successful load shows no alert on appearing")
    func noAlertAfterGoodLoad() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Milk")])

        sut.viewDidAppear()

        #expect(sut.alert == nil)
    }

    // MARK: Helpers

    /// The view model over a fake store holding `items`, loaded as its screen would load it.
    func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, load: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListViewModel, store: InMemoryStore<TodoList>) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let sut = TodoListViewModel(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(environment.todoStore, sourceLocation: sourceLocation)
        if load { sut.viewDidLoad() }
        return (sut, environment.todoStore)
    }
}
