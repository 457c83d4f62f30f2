import Foundation
import Models
import TestAids

/// The outside world of one scenario: stores, the directory, the clock and the time zone. It
/// outlives app launches, which is what makes a relaunch see the same data.
@MainActor
public final class ScenarioEnvironment {
    /// 2026-11-18 10:06:40 UTC; the first item added in a scenario gets this date.
    public static let startDate = Date(timeIntervalSince1970: 1_794_996_400)
    /// An hour ahead of UTC in November, so "Nov 18, 2026 at 11:06:40 AM" is the first date shown.
    public static let timeZone = TimeZone(identifier: "Europe/Warsaw") ?? .gmt

    public let todoStore: any TodoStore
    public let contactStore: any ContactStore
    public let directory = EmployeeDirectoryStub()
    public let clock: Clock

    public init(todoStore: any TodoStore, contactStore: any ContactStore) {
        self.todoStore = todoStore
        self.contactStore = contactStore
        clock = .stepping(from: Self.startDate)
    }

    /// Stores held in memory, which scenarios can make fail on demand.
    public convenience init(todos: TodoList = TodoList(), contacts: ContactBook = ContactBook()) {
        self.init(todoStore: InMemoryStore(todos), contactStore: InMemoryStore(contacts))
    }

    public var todoFake: InMemoryStore<TodoList>? { todoStore as? InMemoryStore<TodoList> }
    public var contactFake: InMemoryStore<ContactBook>? { contactStore as? InMemoryStore<ContactBook> }

    var dependencies: AppDependencies {
        AppDependencies(
            todoStore: todoStore, contactStore: contactStore, directory: directory, clock: clock,
            timeZone: Self.timeZone)
    }

    /// The objects this world keeps on purpose across launches (the stores and the directory double):
    /// the leak check leaves them out, by identity. The clock is a value.
    var keptObjects: [AnyObject] {
        [todoStore, contactStore, directory]
    }
}
