import Foundation
import Models
import TestSupport

/// Sample values shared by the tests of the VIPER modules.
enum Samples {
    static let date = Fixtures.referenceDate
    /// `date` as every list shows it in `Fixtures.timeZone`.
    static let dateText = "Nov 18, 2026 at 11:06:40 AM"

    static func item(
        _ id: Int, _ name: String, isDone: Bool = false, priority: Priority = .normal, minutesLater: Double = 0
    ) -> TodoItem {
        TodoItem(
            id: id, name: name, isDone: isDone, priority: priority,
            createdAt: date.addingTimeInterval(minutesLater * 60))
    }

    static func contact(_ id: Int, _ first: String, _ last: String) -> Contact {
        Contact(id: id, firstName: first, lastName: last)
    }

    static func employee(_ name: String) -> Employee {
        Employee(id: name, name: name)
    }

    static var dateFormatter: DisplayDateFormatter { DisplayDateFormatter(timeZone: Fixtures.timeZone) }
}
