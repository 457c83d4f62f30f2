import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

/// The todo interactor over a fake store, answering an output spy with plain values only.
@MainActor
@Suite("TodoListInteractor", .checkingForLeaks, .profilingEachCase)
struct TodoListInteractorTests {
    @Test("loading reports how many items there are and how many are open, and answers each by its position")
    func load() {
        let (sut, _, output) = makeSUT([
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 9),
            Fixtures.item(3, "Newer", minutes: 1),
        ])

        sut.loadList()

        #expect(output.messages == [.didLoad(TodoListContent(itemCount: 3, remainingCount: 2))])
        #expect(
            (0..<3).map(sut.item(at:)) == [
                TodoListItem(
                    id: 3, name: "Newer", isDone: false, priority: .normal, createdAt: Fixtures.date(minutes: 1)),
                TodoListItem(
                    id: 1, name: "Older", isDone: false, priority: .normal, createdAt: Fixtures.date(minutes: 0)),
                TodoListItem(
                    id: 2, name: "Finished", isDone: true, priority: .normal, createdAt: Fixtures.date(minutes: 9)),
            ])
    }

    @Test("an unreadable store is reported, and the list starts empty")
    func loadFailure() {
        let (sut, store, output) = makeSUT([Fixtures.item(4, "Lost")])
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        sut.loadList()
        sut.toggleDone(itemID: 4)

        #expect(
            output.messages == [
                .didFailToLoad(.unreadable(keptAs: "todos.unreadable-1.json")),
                .didChange(TodoListContent(itemCount: 0, remainingCount: 0)),
            ])
    }

    @Test("the interactor does not keep its output alive")
    func weakOutput() {
        let (sut, _, _) = makeSUT()
        var output: TodoListInteractorOutputSpy? = TodoListInteractorOutputSpy()
        weak let released = output
        sut.output = output

        output = nil

        #expect(released == nil)
        #expect(sut.output == nil)
    }

    // MARK: Helpers

    func makeSUT(
        _ items: [TodoItem] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListInteractor, store: InMemoryStore<TodoList>, output: TodoListInteractorOutputSpy) {
        let store = InMemoryStore(TodoList(items: items))
        let output = TodoListInteractorOutputSpy()
        let sut = TodoListInteractor(store: store, clock: .stepping(from: Fixtures.referenceDate))
        sut.output = output
        for object in [sut, store, output] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output)
    }

    /// What the interactor reports of an open, normal item created at the reference date.
    func reported(_ id: Int, _ name: String, isDone: Bool = false, priority: Priority = .normal) -> TodoListItem {
        TodoListItem(id: id, name: name, isDone: isDone, priority: priority, createdAt: Fixtures.referenceDate)
    }
}
