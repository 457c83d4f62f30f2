import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Todo effects performed for real, on an in-memory store and a stepping clock: each effect does
/// its one piece of I/O and sends back exactly one message saying how it went.
@Suite("TodoListEffectHandler", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListEffectHandlerTests {
    @Test("load answers with the stored list")
    func load() {
        let (sut, store, spy) = makeSUT(TodoList(items: [Fixtures.item(1, "Milk")]))

        sut.perform(.load, send: spy.send)

        #expect(spy.messages == [.loadFinished(.success(TodoList(items: [Fixtures.item(1, "Milk")])))])
        #expect(store.saveCount == 0)
    }

    @Test("load answers with the store's error when the stored data cannot be read")
    func loadFails() {
        let (sut, store, spy) = makeSUT()
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        sut.perform(.load, send: spy.send)

        #expect(spy.messages == [.loadFinished(.failure(.unreadable(keptAs: "todos.unreadable-1.json")))])
    }

    @Test("reading the clock answers with its time and the name it was read for")
    func readClock() {
        let (sut, _, spy) = makeSUT()

        sut.perform(.readClock(newItemName: "Milk"), send: spy.send)
        sut.perform(.readClock(newItemName: "Bread"), send: spy.send)

        #expect(
            spy.messages == [
                .clockRead(Fixtures.referenceDate, newItemName: "Milk"),
                .clockRead(Fixtures.referenceDate.addingTimeInterval(1), newItemName: "Bread"),
            ])
    }

    @Test("both saves write the list and answer with it, each with its own message")
    func saves() {
        let (sut, store, spy) = makeSUT()

        sut.perform(.saveNewItem(TodoList(items: [Fixtures.item(1, "Milk")])), send: spy.send)
        sut.perform(.save(TodoList(items: [Fixtures.item(1, "Milk", done: true)])), send: spy.send)

        #expect(
            spy.messages == [
                .newItemSaveFinished(.success(TodoList(items: [Fixtures.item(1, "Milk")]))),
                .saveFinished(.success(TodoList(items: [Fixtures.item(1, "Milk", done: true)]))),
            ])
        #expect(store.document == TodoList(items: [Fixtures.item(1, "Milk", done: true)]))
        #expect(store.saveCount == 2)
    }

    @Test("a refused save answers with the store's error and leaves the stored list as it was")
    func saveFails() {
        let (sut, store, spy) = makeSUT(TodoList(items: [Fixtures.item(1, "Milk")]))
        store.failNextSave(reason: "the disk is full")

        sut.perform(.save(TodoList()), send: spy.send)

        #expect(spy.messages == [.saveFinished(.failure(.saveFailed(reason: "the disk is full")))])
        #expect(store.document == TodoList(items: [Fixtures.item(1, "Milk")]))
    }

    private func makeSUT(
        _ list: TodoList = TodoList(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TodoListEffectHandler, store: InMemoryStore<TodoList>, spy: MessageSpy<TodoListMessage>) {
        let environment = TestEnvironment(todos: list)
        let spy = MessageSpy<TodoListMessage>()
        trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
        let sut = TodoListEffectHandler(store: environment.todoStore, clock: environment.clock)
        return (sut, environment.todoStore, spy)
    }
}
