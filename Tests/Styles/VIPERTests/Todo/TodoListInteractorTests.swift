import CaseProfiles
import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

/// The todo interactor over a real data manager and a fake store, answering an output spy with the
/// module's own values only.
@MainActor
@Suite("TodoListInteractor", .checkingForLeaks, .profilingEachCase)
struct TodoListInteractorTests {
    @Test("loading reports every item in the order shown, how many are open, and that no name can be added yet")
    func load() {
        let (sut, _, output) = makeSUT(
            [
                Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Finished", done: true, minutes: 9),
                Fixtures.item(3, "Newer", priority: .important, minutes: 1),
            ], loaded: false)

        sut.loadList()

        #expect(
            output.messages == [
                .didLoad(
                    TodoListContent(
                        items: [
                            TodoListItem(
                                id: 3, name: "Newer", isDone: false, priority: .important,
                                createdAt: Fixtures.date(minutes: 1)),
                            TodoListItem(
                                id: 1, name: "Older", isDone: false, priority: .normal,
                                createdAt: Fixtures.date(minutes: 0)),
                            TodoListItem(
                                id: 2, name: "Finished", isDone: true, priority: .normal,
                                createdAt: Fixtures.date(minutes: 9)),
                        ],
                        remainingCount: 2)),
                .didChangeName(canAdd: false),
            ])
    }

    @Test("an unreadable store is reported with the list kept, which is empty at launch, and changes start from it")
    func loadFailure() {
        let (sut, store, output) = makeSUT([Fixtures.item(4, "Lost")], loaded: false)
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        sut.loadList()
        sut.toggleDone(itemID: 4)

        #expect(
            output.messages.first
                == .didFailToLoad(
                    .unreadable(keptAs: "todos.unreadable-1.json"), list: TodoListContent(items: [], remainingCount: 0))
        )
        #expect(output.messages.last == .didChange(TodoListContent(items: [], remainingCount: 0)))
    }

    // MARK: Helpers

    /// An interactor over `items`; unless `loaded` is false it has read them before its output is
    /// attached, so the output hears only what the test does.
    func makeSUT(
        _ items: [TodoItem] = [], loaded: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListInteractor, store: InMemoryStore<TodoList>, output: TodoListInteractorOutputSpy) {
        let store = InMemoryStore(TodoList(items: items))
        let dataManager = TodoListDataManager(store: store)
        let output = TodoListInteractorOutputSpy()
        let sut = TodoListInteractor(dataManager: dataManager, clock: .stepping(from: Fixtures.referenceDate))
        if loaded { sut.loadList() }
        sut.output = output
        for object in [sut, dataManager, store, output] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output)
    }

    /// What the interactor reports of an item created at the reference date.
    func reported(
        _ id: Int, _ name: String, isDone: Bool = false, priority: TodoListPriority = .normal
    ) -> TodoListItem {
        TodoListItem(id: id, name: name, isDone: isDone, priority: priority, createdAt: Fixtures.referenceDate)
    }
}
