import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The Todo view model without any view, through its inputs and outputs only: inputs are called, and
/// every value an output sends is recorded.
@Suite("TodoListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewModelTests {
    typealias Alert = AlertViewModel<TodoListAlertChoice>

    // MARK: Loading

    @Test("loading shows the stored items as rows numbered from 1, open before done as the list orders them")
    func loadShowsRows() {
        let (sut, _) = makeSUT(
            [
                Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 90),
                Fixtures.item(3, "Newer", minutes: 60),
            ], load: false)
        let rows = TestObserver<TodoListViewModel.Rows>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)

        sut.inputs.viewDidLoad()

        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Newer", "Older", "Finished"]])
        #expect(rows.lastValue?.map(\.indexText) == ["1", "2", "3"])
        #expect(emptyLabelHidden.values == [false, true])
    }

    @Test("an empty list shows the empty label and \"0 items left\"")
    func emptyList() {
        let (sut, _) = makeSUT()
        let rows = TestObserver<TodoListViewModel.Rows>()
        let counter = TestObserver<String>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.counterText.observe(counter.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)

        #expect(rows.values.map(\.count) == [0])
        #expect(counter.values == ["0 items left"])
        #expect(emptyLabelHidden.values == [false])
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [([false], "1 item left"), ([true], "0 items left"), ([false, true, false, false], "3 items left")])
    func counter(doneFlags: [Bool], text: String) {
        let (sut, _) = makeSUT(
            doneFlags.enumerated().map { Fixtures.item($0.offset + 1, "Task", done: $0.element) }, load: false)
        let counter = TestObserver<String>()
        sut.outputs.counterText.observe(counter.observer)

        sut.inputs.viewDidLoad()

        #expect(counter.values == ["0 items left", text])
    }

    @Test("unreadable stored tasks: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _) = makeSUT(
            [Fixtures.item(1, "Milk")], loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"), load: false)
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidLoad()
        #expect(alerts.values.isEmpty)
        sut.inputs.viewDidAppear()

        #expect(rows.values.map(\.count) == [0, 0])
        #expect(
            alerts.values == [
                Alert(
                    title: "Could not load tasks",
                    message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                    buttons: [.init(title: "OK")])
            ])
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailureAlert() {
        let (sut, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidAppear()

        #expect(
            alerts.values == [
                Alert(
                    title: "Could not load tasks", message: "Your saved tasks could not be read: permission denied.",
                    buttons: [.init(title: "OK")])
            ])
    }

    @Test("the load alert shows once: a later appearance does not bring it back")
    func loadAlertOnce() {
        let (sut, _) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidAppear()
        sut.inputs.viewDidAppear()

        #expect(alerts.values.map(\.title) == ["Could not load tasks"])
    }

    @Test("an alert already sent is not sent again to a view that observes later")
    func alertsDoNotReplay() {
        let (sut, _) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        sut.inputs.viewDidAppear()
        let alerts = TestObserver<Alert>()

        sut.outputs.showAlert.observe(alerts.observer)

        #expect(alerts.values.isEmpty)
    }

    @Test("a successful load shows no alert on appearing")
    func noAlertAfterGoodLoad() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Milk")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidAppear()

        #expect(alerts.values.isEmpty)
    }

    // MARK: Helpers

    /// The view model over a fake store holding `items`, loaded as its screen would load it unless
    /// `load` is false.
    func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, load: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: any TodoListViewModelType, store: InMemoryStore<TodoList>) {
        let environment = TestEnvironment(todos: TodoList(items: items))
        if let loadFailure { environment.todoStore.failNextLoad(with: loadFailure) }
        let sut = TodoListViewModel(
            store: environment.todoStore, clock: environment.clock,
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(environment.todoStore, sourceLocation: sourceLocation)
        if load { sut.inputs.viewDidLoad() }
        return (sut, environment.todoStore)
    }
}
