import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// The Todo reducer, exhaustively: every action, with the whole change of the state and every action
/// its effects feed back, over an in-memory store and a stepping clock. No view.
@Suite("TodoListReducer", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListReducerTests {
    @Test("launching loads the stored list into the state")
    func launched() {
        let (store, _) = makeSUT(stored: TodoList(items: [Fixtures.item(1, "Milk")]))

        store.send(.launched)
        store.receive(.loadResponse(.success(TodoList(items: [Fixtures.item(1, "Milk")])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Milk")])
        }
    }

    // MARK: Helpers

    private func makeSUT(
        _ state: TodoListState = TodoListState(), stored: TodoList = TodoList()
    ) -> (TestStore<TodoListReducer>, InMemoryStore<TodoList>) {
        let todoStore = InMemoryStore(stored)
        let store = TestStore(
            initialState: state,
            reducer: TodoListReducer(store: todoStore, clock: .stepping(from: Fixtures.referenceDate)))
        return (store, todoStore)
    }
}
