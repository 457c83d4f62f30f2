import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

/// The Todo reducer, exhaustively: every action with the whole change of the state, and every action
/// its effects feed back, over an in-memory store and a stepping clock. No view.
@Suite("TodoListReducer", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListReducerTests {
    // MARK: Loading

    @Test("launching loads the stored list into the state")
    func launched() {
        let (store, _) = makeSUT(stored: TodoList(items: [Fixtures.item(1, "Milk")]))

        store.send(.launched)
        store.receive(.loadResponse(.success(TodoList(items: [Fixtures.item(1, "Milk")])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Milk")])
        }
    }

    @Test("unreadable stored tasks: the list stays empty and the alert waits for the first appearance")
    func unreadableLoad() {
        let (store, todoStore) = makeSUT()
        todoStore.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        store.send(.launched)
        store.receive(.loadResponse(.failure(.unreadable(keptAs: "todos.unreadable-1.json")))) {
            $0.pendingLoadFailure = .unreadable(keptAs: "todos.unreadable-1.json")
        }
        store.send(.onAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks",
                message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailure() {
        let (store, _) = makeSUT(TodoListState(pendingLoadFailure: .unreadableNotKept(reason: "permission denied")))

        store.send(.onAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks", message: "Your saved tasks could not be read: permission denied.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("the load alert shows once: OK takes it away and a later appearance does not bring it back")
    func loadAlertOnce() throws {
        let (store, _) = makeSUT(TodoListState(pendingLoadFailure: .unreadable(keptAs: "todos.unreadable-1.json")))
        store.send(.onAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks",
                message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }

        store.send(try #require(store.state.alert?.choice(ofButton: "OK"))) { $0.alert = nil }
        store.send(.onAppear)
    }

    @Test("appearing after a good load changes nothing")
    func appearingAfterGoodLoad() {
        let (store, _) = makeSUT(TodoListState(list: TodoList(items: [Fixtures.item(1, "Milk")])))

        store.send(.onAppear)
    }

    // MARK: Helpers

    func makeSUT(
        _ state: TodoListState = TodoListState(), stored: TodoList = TodoList(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TestStore<TodoListReducer>, InMemoryStore<TodoList>) {
        let todoStore = InMemoryStore(stored)
        let store = TestStore(
            initialState: state,
            reducer: TodoListReducer(store: todoStore, clock: .stepping(from: Fixtures.date(minutes: 5))),
            sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(todoStore, sourceLocation: sourceLocation)
        return (store, todoStore)
    }
}
