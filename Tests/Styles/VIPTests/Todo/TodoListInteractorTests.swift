import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

/// The todo interactor between a presentation logic spy and a worker stub: which responses it hands
/// over, and what it asks the worker to save, written out.
@MainActor
@Suite("TodoListInteractor", .checkingForLeaks, .profilingEachCase)
struct TodoListInteractorTests {
    @Test("loading hands the stored list to the presenter")
    func load() {
        let (_, _, presenter) = makeSUT([Fixtures.item(1, "Read"), Fixtures.item(2, "Write", done: true)])

        #expect(
            presenter.messages == [
                .presentList(
                    ListTodos.ViewDidLoad.Response(
                        list: TodoList(items: [Fixtures.item(1, "Read"), Fixtures.item(2, "Write", done: true)])))
            ])
    }

    @Test("an unreadable list is presented empty, and its failure when the screen appears, once")
    func loadFailure() {
        let (sut, _, presenter) = makeSUT(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))

        sut.viewDidAppear(request: ListTodos.ViewDidAppear.Request())
        sut.viewDidAppear(request: ListTodos.ViewDidAppear.Request())

        #expect(
            presenter.messages == [
                .presentList(ListTodos.ViewDidLoad.Response(list: TodoList())),
                .presentLoadFailure(
                    ListTodos.ViewDidAppear.Response(error: .unreadable(keptAs: "todos.unreadable-1.json"))),
            ])
    }

    @Test("after a good load there is no failure to report")
    func noLoadFailure() {
        let (sut, _, presenter) = makeSUT([Fixtures.item(1, "Read")])

        sut.viewDidAppear(request: ListTodos.ViewDidAppear.Request())

        #expect(
            presenter.messages == [
                .presentList(ListTodos.ViewDidLoad.Response(list: TodoList(items: [Fixtures.item(1, "Read")])))
            ])
    }

    @Test(
        "a name can be submitted when it holds more than whitespace",
        arguments: [("Buy milk", true), ("  \n", false), ("", false)])
    func nameChanged(text: String, canSubmit: Bool) {
        let (sut, _, presenter) = makeSUT()

        sut.nameChanged(request: ListTodos.NameChanged.Request(text: text))

        #expect(presenter.messages.last == .presentNameCheck(ListTodos.NameChanged.Response(canSubmit: canSubmit)))
    }

    // MARK: Helpers

    /// An interactor that has loaded `items` (or failed to), whose clock reads the reference date first.
    func makeSUT(
        _ items: [TodoItem] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListInteractor, worker: TodoWorkerStub, presenter: TodoListPresentationLogicSpy) {
        let worker = TodoWorkerStub()
        worker.loadResult = loadFailure.map { .failure($0) } ?? .success(TodoList(items: items))
        let presenter = TodoListPresentationLogicSpy()
        let sut = TodoListInteractor(
            presenter: presenter, worker: worker, clock: .stepping(from: Fixtures.referenceDate))
        for object in [sut, worker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        sut.viewDidLoad(request: ListTodos.ViewDidLoad.Request())
        return (sut, worker, presenter)
    }
}
