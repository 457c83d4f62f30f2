import Foundation
import Models
import TestSupport

/// Todo items with readable defaults: created `minutes` after the reference date.
enum TodoFixtures {
    static func item(
        _ id: Int, _ name: String, done: Bool = false, priority: Priority = .normal, minutes: Double = 0
    ) -> TodoItem {
        TodoItem(
            id: id, name: name, isDone: done, priority: priority,
            createdAt: Fixtures.referenceDate.addingTimeInterval(minutes * 60))
    }

    static func list(_ items: TodoItem...) -> TodoList {
        TodoList(items: items)
    }
}
