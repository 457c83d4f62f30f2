import Foundation
import Models
import TestSupport
import Testing

@Suite("TodoItem position")
struct TodoItemPositionTests {
    private static let now = Fixtures.referenceDate

    private static func item(_ id: Int, isDone: Bool = false, priority: Priority = .normal) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", isDone: isDone, priority: priority, createdAt: now)
    }

    /// Urgent 3, then normal 5, 4 and 1 (higher id first on equal dates), then done 2.
    private static let listed = [
        item(3, priority: .urgent), item(5), item(4), item(1), item(2, isDone: true),
    ]

    @Test("each item of a list in order is found at its place", arguments: [(3, 0), (5, 1), (4, 2), (1, 3), (2, 4)])
    func foundAtItsPlace(id: Int, expected: Int) throws {
        let item = try #require(Self.listed.first { $0.id == id })

        #expect(TodoItem.position(of: item, in: Self.listed) == expected)
    }

    @Test("an item not in the list has no position")
    func missing() {
        #expect(TodoItem.position(of: Self.item(6), in: Self.listed) == nil)
    }

    @Test("an item changed since the list was made has no position in it")
    func changedSince() {
        #expect(TodoItem.position(of: Self.item(5, isDone: true), in: Self.listed) == nil)
    }

    @Test("an empty list has no positions")
    func emptyList() {
        #expect(TodoItem.position(of: Self.item(1), in: []) == nil)
    }
}
