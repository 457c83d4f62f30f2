import CaseProfiles
import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

/// The Todo model without any view, as the MV camp tests it: made on a fake store, changed through
/// its methods, read through its properties.
@Suite("TodoListModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListModelTests {
    @Test("made, it loads the stored list in the order the screen shows it and counts the open items")
    func load() {
        let (sut, _) = makeSUT([
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1),
            Fixtures.item(3, "Finished", done: true, minutes: 2),
        ])

        #expect(sut.items.map(\.name) == ["Newer", "Older", "Finished"])
        #expect(sut.remainingCount == 2)
        #expect(sut.loadFailure == nil)
    }

    @Test("unreadable stored data leaves the list empty and keeps why, for the screen to tell")
    func loadFailure() {
        let store = InMemoryStore(TodoList(items: [Fixtures.item(1, "Lost")]))
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        let sut = makeSUT(store: store)

        #expect(sut.loadFailure == .unreadable(keptAs: "todos.unreadable-1.json"))
        #expect(sut.items.isEmpty)
        #expect(sut.remainingCount == 0)
    }

    @Test("an item's position counts from 1 in the order the screen shows, and is 0 for one not listed")
    func position() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])
        let older = try #require(sut.items.first { $0.name == "Older" })

        #expect(sut.position(of: older) == 2)
        #expect(sut.position(of: Fixtures.item(3, "Elsewhere", minutes: 2)) == 0)
    }

    func makeSUT(
        _ items: [TodoItem], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListModel, InMemoryStore<TodoList>) {
        let store = InMemoryStore(TodoList(items: items))
        return (makeSUT(store: store, sourceLocation: sourceLocation), store)
    }

    func makeSUT(store: InMemoryStore<TodoList>, sourceLocation: SourceLocation = #_sourceLocation) -> TodoListModel {
        let sut = TodoListModel(store: store, clock: .stepping(from: Fixtures.date(minutes: 5)))
        for object in [sut, store] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return sut
    }
}
