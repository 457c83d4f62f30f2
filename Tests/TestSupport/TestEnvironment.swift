import Foundation
import Models

/// A whole set of app dependencies made of doubles: in-memory stores (fakes that can fail on
/// request), a directory stub that answers when told, and a clock that ticks a second per reading.
@MainActor
public struct TestEnvironment {
    public let todoStore: InMemoryStore<TodoList>
    public let contactStore: InMemoryStore<ContactBook>
    public let directory = EmployeeDirectoryStub()
    public let clock = Clock.stepping(from: Fixtures.referenceDate)
    public let instances = InstanceTracker()

    public init(todos: TodoList = TodoList(), contacts: ContactBook = ContactBook()) {
        todoStore = InMemoryStore(todos)
        contactStore = InMemoryStore(contacts)
    }

    public var dependencies: AppDependencies {
        AppDependencies(
            todoStore: todoStore, contactStore: contactStore, directory: directory,
            clock: clock, timeZone: Fixtures.timeZone, instances: instances)
    }
}
