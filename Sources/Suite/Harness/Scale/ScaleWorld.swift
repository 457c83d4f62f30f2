import Foundation
import Models

/// Stores already holding `count` items, as after months of use: tasks of mixed priority, a third
/// of them done; contacts with distinct names in no particular order.
@MainActor
enum ScaleWorld {
    static func tasks(_ count: Int) -> TodoList {
        let priorities: [Priority] = [.normal, .normal, .important, .urgent]
        return TodoList(
            items: (1...max(count, 1)).prefix(count).map { id in
                TodoItem(
                    id: id, name: "Task number \(id)", isDone: id % 3 == 0, priority: priorities[id % priorities.count],
                    createdAt: ScenarioEnvironment.startDate.addingTimeInterval(Double(id)))
            })
    }

    static func contacts(_ count: Int) -> ContactBook {
        ContactBook(
            contacts: (1...max(count, 1)).prefix(count).map { id in
                // Multiplying by a number prime to the count scatters the names over the alphabet.
                let scattered = (id * 7_919) % 100_003
                return Contact(id: id, firstName: "Person\(scattered)", lastName: "Family\(id % 97)")
            })
    }

    /// `count` employees whose names are all new to `contacts(_:)`.
    static func employees(_ count: Int) -> [Employee] {
        (0..<count).map { index in
            Employee(id: "\(index + 1)", name: "Imported\(index) Employee\(index % 89)", salary: "320800", age: "61")
        }
    }
}
