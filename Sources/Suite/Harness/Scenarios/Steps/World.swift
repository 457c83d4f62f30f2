import Foundation
import Models

/// Worlds the scenarios start in: stores filled before launch.
@MainActor
public enum World {
    /// A task created `seconds` after the scenario's start date (shown as "Nov 18, 2026 at 11:06:40 AM").
    public static func task(
        _ id: Int, _ name: String, done: Bool = false, priority: Priority = .normal, seconds: Int = 0
    ) -> TodoItem {
        TodoItem(
            id: id, name: name, isDone: done, priority: priority,
            createdAt: ScenarioEnvironment.startDate.addingTimeInterval(Double(seconds)))
    }

    public static func tasks(_ items: TodoItem...) -> ScenarioEnvironment {
        ScenarioEnvironment(todos: TodoList(items: items))
    }

    /// Contacts given as (first, last) pairs, with ids in the order given.
    public static func contacts(_ names: (String, String)...) -> ScenarioEnvironment {
        ScenarioEnvironment(contacts: book(names))
    }

    /// Empty stores whose first load of the tasks fails with `error`.
    public static func tasksFailToLoad(_ error: StoreError) -> ScenarioEnvironment {
        let environment = ScenarioEnvironment()
        environment.todoFake?.failNextLoad(with: error)
        return environment
    }

    /// Empty stores whose first load of the contacts fails with `error`.
    public static func contactsFailToLoad(_ error: StoreError) -> ScenarioEnvironment {
        let environment = ScenarioEnvironment()
        environment.contactFake?.failNextLoad(with: error)
        return environment
    }

    public static func book(_ names: [(String, String)]) -> ContactBook {
        ContactBook(
            contacts: names.enumerated().map {
                Contact(id: $0.offset + 1, firstName: $0.element.0, lastName: $0.element.1)
            })
    }

    /// A path that is never written, for a file URL that a failed check has already ruled out.
    public static let nowhere = URL(fileURLWithPath: "/dev/null")

    /// Bytes no JSON decoder accepts, as a damaged file would hold.
    public static let corruptBytes = Data([0x7B, 0x22, 0x69, 0x74, 0xFF, 0x00, 0x9C, 0x65, 0x6D, 0x73, 0x0A])
}
