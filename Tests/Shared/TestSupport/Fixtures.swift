import Foundation
import Models

/// Values shared by tests: a fixed time zone and dates, so every formatted date is predictable, and
/// short ways to write the entities a test starts from.
public enum Fixtures {
    /// 2026-11-18 10:06:40 UTC, shown as "Nov 18, 2026 at 11:06:40 AM" in `timeZone`.
    public static let referenceDate = Date(timeIntervalSince1970: 1_794_996_400)
    /// Central European Time, an hour ahead of UTC in November.
    public static let timeZone = TimeZone(identifier: "Europe/Warsaw") ?? .gmt

    /// `minutes` after the reference date.
    public static func date(minutes: Int) -> Date {
        referenceDate.addingTimeInterval(Double(minutes) * 60)
    }

    /// A todo item created `minutes` after the reference date.
    public static func item(
        _ id: Int, _ name: String, done: Bool = false, priority: Priority = .normal, minutes: Int = 0
    ) -> TodoItem {
        TodoItem(id: id, name: name, isDone: done, priority: priority, createdAt: date(minutes: minutes))
    }

    public static func contact(_ id: Int, _ firstName: String, _ lastName: String) -> Contact {
        Contact(id: id, firstName: firstName, lastName: lastName)
    }

    /// One directory employee per name, with ids "1", "2", ... in order.
    public static func employees(_ names: String...) -> [Employee] {
        names.enumerated().map { Employee(id: String($0.offset + 1), name: $0.element) }
    }
}
