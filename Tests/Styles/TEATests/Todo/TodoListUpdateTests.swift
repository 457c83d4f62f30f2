import CaseProfiles
import Models
import TestSupport
import Testing

@testable import TEA

/// The Todo update function, exhaustively: every message, with the whole change of the state and
/// every effect it returns. No view, no store, no clock: effects are values, and their answers are
/// sent back as messages.
@Suite("TodoListUpdate", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListUpdateTests {
    // MARK: Loading

    @Test("the screen's loading asks for the stored list and changes nothing yet")
    func viewLoaded() {
        var sut = makeSUT()

        sut.send(.viewDidLoad, effects: [.load])
    }

    @Test("the loaded list becomes the state's list")
    func loadFinished() {
        var sut = makeSUT()

        sut.send(.loadFinished(.success(TodoList(items: [Fixtures.item(1, "Milk")])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Milk")])
        }
    }

    @Test("unreadable stored tasks: the list stays empty and the alert waits for the first appearance")
    func unreadableLoad() {
        var sut = makeSUT()

        sut.send(.loadFinished(.failure(.unreadable(keptAs: "todos.unreadable-1.json")))) {
            $0.pendingLoadFailure = .unreadable(keptAs: "todos.unreadable-1.json")
        }
        sut.send(.viewDidAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks",
                message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailure() {
        var sut = makeSUT(TodoListState(pendingLoadFailure: .unreadableNotKept(reason: "permission denied")))

        sut.send(.viewDidAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks", message: "Your saved tasks could not be read: permission denied.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("the load alert shows once: OK takes it away and a later appearance does not bring it back")
    func loadAlertOnce() throws {
        var sut = makeSUT(TodoListState(pendingLoadFailure: .unreadable(keptAs: "todos.unreadable-1.json")))
        sut.send(.viewDidAppear) {
            $0.pendingLoadFailure = nil
            $0.alert = AlertState(
                title: "Could not load tasks",
                message: "Your saved tasks could not be read and were kept in todos.unreadable-1.json.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }

        sut.send(try #require(sut.state.alert?.choice(ofButton: "OK"))) { $0.alert = nil }
        sut.send(.viewDidAppear)
    }

    @Test("appearing after a good load changes nothing")
    func appearingAfterGoodLoad() {
        var sut = makeSUT(TodoListState(list: TodoList(items: [Fixtures.item(1, "Milk")])))

        sut.send(.viewDidAppear)
    }

    // MARK: Helpers

    func makeSUT(_ state: TodoListState = TodoListState()) -> TestDriver<TodoListState, TodoListMessage, TodoListEffect>
    {
        TestDriver(state, update: TodoListUpdate.update)
    }
}
