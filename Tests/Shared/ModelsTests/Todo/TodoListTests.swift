import Foundation
import Models
import TestSupport
import Testing

@Suite("TodoList")
struct TodoListTests {
    private let now = Fixtures.referenceDate

    @Test("the first item gets id 1, is open, of normal priority and created now")
    func firstItem() {
        let (list, item) = TodoList().adding(name: "Buy milk", createdAt: now)

        #expect(item == TodoItem(id: 1, name: "Buy milk", isDone: false, priority: .normal, createdAt: now))
        #expect(list.items == [item])
        #expect(list.highestID == 1)
    }

    @Test("each new item gets the next id")
    func nextIDs() {
        let first = TodoList().adding(name: "One", createdAt: now)
        let second = first.list.adding(name: "Two", createdAt: now)

        #expect(second.item.id == 2)
        #expect(second.list.items.map(\.id) == [1, 2])
    }

    @Test("adding returns a new list and leaves the original as it was")
    func addingKeepsOriginal() {
        let original = TodoList().adding(name: "One", createdAt: now).list

        _ = original.adding(name: "Two", createdAt: now)

        #expect(original.items.map(\.name) == ["One"])
    }

    @Test("an id is never reused: after the newest item is removed the next one still gets a new id")
    func nextIDAfterRemoval() {
        var list = TodoList()
        for name in ["One", "Two", "Three"] { list = list.adding(name: name, createdAt: now).list }

        let (next, item) = list.removing(id: 3).adding(name: "Four", createdAt: now)

        #expect(item.id == 4)
        #expect(next.items.map(\.id) == [1, 2, 4])
    }

    @Test("a list made from items continues after the highest id, or after a higher stored one")
    func highestIDFromItems() {
        let items = [TodoItem(id: 5, name: "Five", createdAt: now), TodoItem(id: 2, name: "Two", createdAt: now)]

        #expect(TodoList(items: items).highestID == 5)
        #expect(TodoList(items: items, highestID: 9).highestID == 9)
        #expect(TodoList(items: items, highestID: 1).highestID == 5)
    }

    @Test("toggling flips only that item between open and done, and back")
    func toggling() throws {
        let list = Self.list(names: ["One", "Two"], at: now)

        let toggled = list.togglingDone(id: 1)
        let toggledBack = toggled.togglingDone(id: 1)

        #expect(try #require(toggled.item(withID: 1)).isDone)
        #expect(try #require(toggled.item(withID: 2)).isDone == false)
        #expect(toggledBack == list)
    }

    @Test("setting a priority changes only that item", arguments: Priority.allCases)
    func settingPriority(priority: Priority) throws {
        let list = Self.list(names: ["One", "Two"], at: now).settingPriority(.important, id: 2)

        let changed = list.settingPriority(priority, id: 1)

        #expect(try #require(changed.item(withID: 1)).priority == priority)
        #expect(try #require(changed.item(withID: 2)).priority == .important)
    }

    @Test("renaming changes only that item's name and keeps its place in the order")
    func renaming() throws {
        let list = Self.list(names: ["One", "Two", "Three"], at: now)

        let renamed = list.renaming(id: 2, to: "Zwei")

        #expect(renamed.items.map(\.name) == ["One", "Zwei", "Three"])
        #expect(renamed.sortedItems.map(\.name) == ["Three", "Zwei", "One"])
        #expect(try #require(renamed.item(withID: 2)).createdAt == now)
    }

    @Test("removing deletes exactly that item and keeps the highest id")
    func removing() {
        let list = Self.list(names: ["One", "Two", "Three"], at: now)

        let removed = list.removing(id: 2)

        #expect(removed.items.map(\.name) == ["One", "Three"])
        #expect(removed.highestID == 3)
    }

    @Test("changes to an unknown id leave the list as it was")
    func unknownID() {
        let list = Self.list(names: ["One"], at: now)

        #expect(list.togglingDone(id: 42) == list)
        #expect(list.settingPriority(.urgent, id: 42) == list)
        #expect(list.removing(id: 42) == list)
        #expect(list.renaming(id: 42, to: "Other") == list)
        #expect(list.item(withID: 42) == nil)
    }

    @Test("the remaining count is the number of open items")
    func remainingCount() {
        let list = Self.list(names: ["One", "Two", "Three"], at: now).togglingDone(id: 2)

        #expect(list.remainingCount == 2)
        #expect(TodoList().remainingCount == 0)
    }

    @Test("sorted items are open first, then most pressing, then newest, then highest id")
    func sortedItems() {
        let list = TodoList(items: [
            TodoItem(id: 1, name: "old normal", createdAt: now),
            TodoItem(id: 2, name: "done urgent", isDone: true, priority: .urgent, createdAt: now),
            TodoItem(id: 3, name: "new normal", createdAt: now.addingTimeInterval(10)),
            TodoItem(id: 4, name: "important", priority: .important, createdAt: now),
            TodoItem(id: 5, name: "old normal, higher id", createdAt: now),
            TodoItem(id: 6, name: "urgent", priority: .urgent, createdAt: now),
        ])

        #expect(list.sortedItems.map(\.id) == [6, 4, 3, 5, 1, 2])
    }

    @Test("the sorted items and the open count follow every change, as a fresh sort and count would give")
    func orderFollowsChanges() {
        let start = TodoList(items: [
            TodoItem(id: 1, name: "one", createdAt: now),
            TodoItem(id: 2, name: "two", createdAt: now.addingTimeInterval(1)),
            TodoItem(id: 3, name: "three", createdAt: now.addingTimeInterval(2)),
        ])

        let added = start.adding(name: "four", createdAt: now.addingTimeInterval(3)).list
        let done = added.togglingDone(id: 4)
        let urgent = done.settingPriority(.urgent, id: 1)
        let removed = urgent.removing(id: 3)

        #expect(added.sortedItems.map(\.id) == [4, 3, 2, 1])
        #expect(done.sortedItems.map(\.id) == [3, 2, 1, 4])
        #expect(urgent.sortedItems.map(\.id) == [1, 3, 2, 4])
        #expect(removed.sortedItems.map(\.id) == [1, 2, 4])
        #expect([added, done, urgent, removed].map(\.remainingCount) == [4, 3, 3, 2])
        #expect(removed.items.map(\.id) == [1, 2, 4])
    }

    private static func list(names: [String], at date: Date) -> TodoList {
        names.reduce(TodoList()) { list, name in list.adding(name: name, createdAt: date).list }
    }
}
