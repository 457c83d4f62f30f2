import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The model controller without any view: it owns the list, saves, and announces what changed.
@Suite("TodoListModelController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListModelControllerTests {
    @Test("loading announces the stored list, in the order the screen shows it")
    func load() throws {
        let (sut, _, spy) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        try sut.load()

        #expect(spy.changes == [.reloaded])
        #expect(sut.items.map(\.name) == ["Newer", "Older"])
        #expect(sut.remainingCount == 2)
    }

    @Test("unreadable stored data leaves the list empty, announced, and the error goes to the caller")
    func loadFailure() {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Lost")])
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        #expect(throws: StoreError.unreadable(keptAs: "todos.unreadable-1.json")) { try sut.load() }
        #expect(spy.changes == [.reloaded])
        #expect(sut.items.isEmpty)
    }

    @Test("adding saves a new item created at the given time and announces where it was inserted")
    func add() throws {
        let (sut, store, spy) = makeSUT([Fixtures.item(4, "Urgent", priority: .urgent)])
        try sut.load()

        sut.addItem(named: "Buy milk", createdAt: Fixtures.date(minutes: 5))

        #expect(store.document.items.last == Fixtures.item(5, "Buy milk", minutes: 5))
        #expect(spy.changes == [.reloaded, .inserted(at: 1)])
        #expect(sut.items.map(\.name) == ["Urgent", "Buy milk"])
    }

    @Test("toggling, choosing a priority and removing each save and announce a reload")
    func changesAreSavedAndAnnounced() throws {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Read"), Fixtures.item(2, "Write", minutes: 1)])
        try sut.load()

        sut.toggleDone(itemID: 2)
        sut.setPriority(.urgent, itemID: 1)
        sut.removeItem(itemID: 2)

        #expect(spy.changes == [.reloaded, .reloaded, .reloaded, .reloaded])
        #expect(store.document.items == [Fixtures.item(1, "Read", priority: .urgent)])
        #expect(store.saveCount == 3)
    }

    @Test("a change the store refuses is not adopted, and the failure is announced with the reason")
    func refusedChange() throws {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Read")])
        try sut.load()
        store.failNextSave(reason: "the disk is full")

        sut.toggleDone(itemID: 1)

        #expect(spy.changes == [.reloaded, .failed(reason: "the disk is full")])
        #expect(sut.items == [Fixtures.item(1, "Read")])
        #expect(sut.remainingCount == 1)
    }

    @Test("an observer is held weakly: the model keeps no closed screen alive")
    func observerHeldWeakly() throws {
        let (sut, _, _) = makeSUT([])
        var observer: ModelChangeSpy<TodoListModelController.Change>? = ModelChangeSpy()
        weak let released = observer
        if let observer { sut.addObserver(observer) { [weak observer] in observer?.record($0) } }

        observer = nil
        try sut.load()

        #expect(released == nil)
    }

    private func makeSUT(
        _ items: [TodoItem], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListModelController, InMemoryStore<TodoList>, ModelChangeSpy<TodoListModelController.Change>) {
        let store = InMemoryStore(TodoList(items: items))
        let sut = TodoListModelController(store: store)
        let spy = ModelChangeSpy<TodoListModelController.Change>()
        sut.addObserver(spy, onChange: spy.record)
        for object in [sut, store, spy] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, spy)
    }
}
