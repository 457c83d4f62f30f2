import Foundation
import Models
import TestSupport
import Testing

@Suite("TodoList filter")
struct TodoListFilterTests {
    private let now = Fixtures.referenceDate

    /// Open 3 (newest), done 2, open 1, and done 4 (urgent), in the order the screen shows them
    /// under "all": open 3, open 1, done 4, done 2.
    private var mixed: TodoList {
        TodoList(items: [
            TodoItem(id: 1, name: "open old", createdAt: now),
            TodoItem(id: 2, name: "done old", isDone: true, createdAt: now),
            TodoItem(id: 3, name: "open new", createdAt: now.addingTimeInterval(10)),
            TodoItem(id: 4, name: "done urgent", isDone: true, priority: .urgent, createdAt: now),
        ])
    }

    @Test("a new list, or one made from items, shows every item")
    func allByDefault() {
        #expect(TodoList().filter == .all)
        #expect(mixed.filter == .all)
        #expect(mixed.shownItems.map(\.id) == [3, 1, 4, 2])
        #expect(mixed.shownRemainingCount == 2)
    }

    @Test("open shows the items not done and done the items done, each in the list's order")
    func shownItems() {
        #expect(mixed.showing(.open).shownItems.map(\.id) == [3, 1])
        #expect(mixed.showing(.done).shownItems.map(\.id) == [4, 2])
        #expect(mixed.showing(.done).showing(.all).shownItems.map(\.id) == [3, 1, 4, 2])
    }

    @Test("the shown remaining count is the number of shown items not done: none under done")
    func shownRemainingCount() {
        #expect(mixed.showing(.open).shownRemainingCount == 2)
        #expect(mixed.showing(.done).shownRemainingCount == 0)
        #expect(TodoList().showing(.open).shownRemainingCount == 0)
    }

    @Test("choosing a filter keeps the items, the order, the counts and the next id")
    func showingKeepsItems() {
        let shown = mixed.showing(.done)

        #expect(shown.filter == .done)
        #expect(shown.items == mixed.items)
        #expect(shown.sortedItems.map(\.id) == [3, 1, 4, 2])
        #expect(shown.remainingCount == 2)
        #expect(shown.highestID == 4)
    }

    @Test("the shown items follow every change: an item marked done leaves open and joins done")
    func shownItemsFollowChanges() {
        let open = mixed.showing(.open)
        let done = mixed.showing(.done)

        #expect(open.togglingDone(id: 3).shownItems.map(\.id) == [1])
        #expect(open.togglingDone(id: 3).shownRemainingCount == 1)
        #expect(done.togglingDone(id: 3).shownItems.map(\.id) == [4, 3, 2])
        #expect(done.togglingDone(id: 4).shownItems.map(\.id) == [2])
        #expect(open.settingPriority(.urgent, id: 1).shownItems.map(\.id) == [1, 3])
        #expect(open.removing(id: 3).shownItems.map(\.id) == [1])
        #expect(open.renaming(id: 1, to: "renamed").shownItems.map(\.name) == ["open new", "renamed"])
    }

    @Test("a new item is open: it is shown under all and open, not under done")
    func addingUnderFilters() {
        let later = now.addingTimeInterval(20)

        #expect(mixed.adding(name: "new", createdAt: later).list.shownItems.map(\.id) == [5, 3, 1, 4, 2])
        #expect(mixed.showing(.open).adding(name: "new", createdAt: later).list.shownItems.map(\.id) == [5, 3, 1])
        #expect(mixed.showing(.done).adding(name: "new", createdAt: later).list.shownItems.map(\.id) == [4, 2])
        #expect(mixed.showing(.done).adding(name: "new", createdAt: later).list.shownRemainingCount == 0)
    }

    @Test("choosing a filter returns a new list and leaves the original as it was")
    func showingKeepsOriginal() {
        let original = mixed

        _ = original.showing(.open)

        #expect(original.filter == .all)
        #expect(original.shownItems.map(\.id) == [3, 1, 4, 2])
    }

    @Test("two lists with the same items differ when they show different filters")
    func equality() {
        #expect(mixed.showing(.open) != mixed)
        #expect(mixed.showing(.open) == mixed.showing(.done).showing(.open))
    }
}
