import Models
import TestAids
import TestSupport
import Testing

@testable import VIP

/// The todo interactor between a presentation logic spy and a worker spy: which responses it hands
/// over, and what it asks the worker to save, written out.
@MainActor
@Suite("TodoListInteractor", .checkingForLeaks, .profilingEachCase)
struct TodoListInteractorTests {
    @Test("loading has the worker read the stored list, and hands the list to the presenter")
    func load() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read"), Fixtures.item(2, "Write", done: true)])

        sut.loadList(request: TodoList.LoadList.Request())

        #expect(worker.loadCount == 1)
        #expect(
            presenter.messages == [
                .presentList(
                    TodoList.LoadList.Response(
                        list: Models.TodoList(items: [Fixtures.item(1, "Read"), Fixtures.item(2, "Write", done: true)]))
                )
            ])
    }

    @Test("an unreadable list is presented empty, and its failure once the screen asks for it, once")
    func loadFailure() {
        let (sut, worker, presenter) = makeSUT()
        worker.loadFailure = .unreadable(keptAs: "todos.unreadable-1.json")

        sut.loadList(request: TodoList.LoadList.Request())
        let presentedOnLoad = presenter.messages
        sut.showLoadFailure(request: TodoList.ShowLoadFailure.Request())
        sut.showLoadFailure(request: TodoList.ShowLoadFailure.Request())

        #expect(presentedOnLoad == [.presentList(TodoList.LoadList.Response(list: Models.TodoList()))])
        #expect(
            presenter.messages.dropFirst() == [
                .presentLoadFailure(
                    TodoList.ShowLoadFailure.Response(error: .unreadable(keptAs: "todos.unreadable-1.json")))
            ])
    }

    @Test("after a good load there is no failure to report")
    func noLoadFailure() {
        let (sut, _, presenter) = makeSUT([Fixtures.item(1, "Read")])
        sut.loadList(request: TodoList.LoadList.Request())

        sut.showLoadFailure(request: TodoList.ShowLoadFailure.Request())

        #expect(presenter.messages.count == 1)
    }

    @Test(
        "a name can be submitted when it holds more than whitespace",
        arguments: [("Buy milk", true), ("  \n", false), ("", false)])
    func checkName(text: String, canSubmit: Bool) {
        let (sut, _, presenter) = makeSUT()

        sut.checkName(request: TodoList.CheckName.Request(text: text))

        #expect(presenter.messages == [.presentNameCheck(TodoList.CheckName.Response(canSubmit: canSubmit))])
    }

    // MARK: Helpers

    /// An interactor whose worker starts from `items`, and whose clock reads the reference date first.
    func makeSUT(
        _ items: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListInteractor, worker: TodoWorkerSpy, presenter: TodoListPresentationLogicSpy) {
        let worker = TodoWorkerSpy(items)
        let presenter = TodoListPresentationLogicSpy()
        let sut = TodoListInteractor(
            presenter: presenter, worker: worker, clock: .stepping(from: Fixtures.referenceDate))
        for object in [sut, worker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, worker, presenter)
    }
}
