import Foundation
import Models
import TestSupport
import Testing

@Suite("TodoItem ordering")
struct TodoItemOrderingTests {
    private static let now = Fixtures.referenceDate

    private static func item(
        id: Int = 1, isDone: Bool = false, priority: Priority = .normal, createdAt: Date = now
    ) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", isDone: isDone, priority: priority, createdAt: createdAt)
    }

    @Test("an open item comes before a done one, even when the done one is more pressing and newer")
    func openBeforeDone() {
        let open = Self.item(id: 1, isDone: false, priority: .normal, createdAt: Self.now)
        let done = Self.item(id: 2, isDone: true, priority: .urgent, createdAt: Self.now.addingTimeInterval(60))

        expectOrder(open, before: done, by: TodoItem.isOrderedBefore)
    }

    @Test(
        "a more pressing item comes before a less pressing one, even when it is older",
        arguments: [(Priority.urgent, Priority.important), (.urgent, .normal), (.important, .normal)],
        [false, true]
    )
    func morePressingFirst(priorities: (Priority, Priority), isDone: Bool) {
        let (higher, lower) = priorities
        let pressing = Self.item(id: 1, isDone: isDone, priority: higher, createdAt: Self.now)
        let lessPressing = Self.item(id: 2, isDone: isDone, priority: lower, createdAt: Self.now.addingTimeInterval(60))

        expectOrder(pressing, before: lessPressing, by: TodoItem.isOrderedBefore)
    }

    @Test(
        "with the same state and priority, the newer item comes first, even with a lower id",
        arguments: Priority.allCases)
    func newerFirst(priority: Priority) {
        let newer = Self.item(id: 1, priority: priority, createdAt: Self.now.addingTimeInterval(1))
        let older = Self.item(id: 2, priority: priority, createdAt: Self.now)

        expectOrder(newer, before: older, by: TodoItem.isOrderedBefore)
    }

    @Test("with everything else equal, the higher id comes first", arguments: [false, true])
    func higherIDFirst(isDone: Bool) {
        let higher = Self.item(id: 8, isDone: isDone)
        let lower = Self.item(id: 7, isDone: isDone)

        expectOrder(higher, before: lower, by: TodoItem.isOrderedBefore)
    }

    @Test("an item does not come before itself")
    func irreflexive() {
        let item = Self.item()

        #expect(!TodoItem.isOrderedBefore(item, item))
    }

    @Test("priorities rank normal below important below urgent")
    func priorityRanks() {
        #expect(Priority.allCases == [.normal, .important, .urgent])
        #expect(Priority.normal < .important)
        #expect(Priority.important < .urgent)
        #expect(!(Priority.urgent < .normal))
    }
}
