import CaseProfiles
import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The model controller without any view: it loads the list when created, saves, and announces what
/// changed and where, failures included.
@Suite("TodoListModelController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListModelControllerTests {
    @Test("created, it loads the stored list in the order the screen shows it; a new observer hears it loaded")
    func load() {
        let (sut, _, spy) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        #expect(spy.changes == [.reloaded])
        #expect(sut.items.map(\.name) == ["Newer", "Older"])
        #expect(sut.remainingCount == 2)
    }

    @Test("unreadable stored data leaves the list empty, and a new observer hears why")
    func loadFailure() {
        let store = InMemoryStore(TodoList(items: [Fixtures.item(1, "Lost")]))
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        let (sut, _, spy) = makeSUT(store: store)

        #expect(spy.changes == [.reloaded, .loadFailed(.unreadable(keptAs: "todos.unreadable-1.json"))])
        #expect(sut.items.isEmpty)
    }

    @Test("adding saves a new item created at the given time and announces where it was inserted")
    func add() {
        let (sut, store, spy) = makeSUT([Fixtures.item(4, "Urgent", priority: .urgent)])

        sut.addItem(named: "Buy milk", createdAt: Fixtures.date(minutes: 5))

        #expect(store.document.items.last == Fixtures.item(5, "Buy milk", minutes: 5))
        #expect(spy.changes.last == .inserted(at: 1))
        #expect(sut.items.map(\.name) == ["Urgent", "Buy milk"])
    }

    @Test("Done saves the item done and announces where it moved: after the open items")
    func toggleDone() {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        sut.toggleDone(itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(sut.items.map(\.isDone) == [false, true])
        #expect(sut.remainingCount == 1)
        #expect(spy.changes.last == .moved(from: 0, to: 1))
    }

    @Test("Undone saves the item open again")
    func toggleUndone() {
        let (sut, store, _) = makeSUT([Fixtures.item(1, "Finished", done: true)])

        sut.toggleDone(itemID: 1)

        #expect(store.document.item(withID: 1)?.isDone == false)
        #expect(sut.remainingCount == 1)
    }

    @Test("a new priority is saved and announced with where the item now sorts")
    func setPriority() {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Read", minutes: 0), Fixtures.item(2, "Write", minutes: 1)])

        sut.setPriority(.urgent, itemID: 1)

        #expect(store.document.item(withID: 1)?.priority == .urgent)
        #expect(sut.items.map(\.name) == ["Read", "Write"])
        #expect(spy.changes.last == .moved(from: 1, to: 0))
    }

    @Test("removing saves the list without the item and announces the position it left")
    func remove() {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Read", minutes: 0), Fixtures.item(2, "Write", minutes: 1)])

        sut.removeItem(itemID: 1)

        #expect(store.document.items.map(\.id) == [2])
        #expect(sut.items.map(\.id) == [2])
        #expect(spy.changes.last == .removed(at: 1))
    }

    @Test("a change the store refuses is not adopted, and the failure is announced with the reason")
    func refusedChange() {
        let (sut, store, spy) = makeSUT([Fixtures.item(1, "Read")])
        store.failNextSave(reason: "the disk is full")

        sut.toggleDone(itemID: 1)

        #expect(spy.changes.last == .saveFailed(reason: "the disk is full"))
        #expect(sut.items == [Fixtures.item(1, "Read")])
        #expect(sut.remainingCount == 1)
    }

    @Test("an observer is held weakly: the model keeps no closed screen alive")
    func observerHeldWeakly() {
        let (sut, _, _) = makeSUT([])
        var observer: ModelChangeSpy<TodoListModelController.Change>? = ModelChangeSpy()
        weak let released = observer
        if let observer { sut.addObserver(observer) { [weak observer] in observer?.record($0) } }

        observer = nil
        sut.addItem(named: "Read", createdAt: Fixtures.date(minutes: 0))

        #expect(released == nil)
    }

    private func makeSUT(
        _ items: [TodoItem], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListModelController, InMemoryStore<TodoList>, ModelChangeSpy<TodoListModelController.Change>) {
        makeSUT(store: InMemoryStore(TodoList(items: items)), sourceLocation: sourceLocation)
    }

    private func makeSUT(
        store: InMemoryStore<TodoList>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListModelController, InMemoryStore<TodoList>, ModelChangeSpy<TodoListModelController.Change>) {
        let sut = TodoListModelController(store: store)
        let spy = ModelChangeSpy<TodoListModelController.Change>()
        sut.addObserver(spy, onChange: spy.record)
        for object in [sut, store, spy] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, spy)
    }
}
