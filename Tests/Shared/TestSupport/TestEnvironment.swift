import Foundation
import HeadlessUI
import Models
import TestAids

/// A whole set of app dependencies made of doubles: in-memory stores (fakes that can fail on
/// request), a directory stub that answers when told, and a clock that ticks a second per reading.
@MainActor
public struct TestEnvironment {
    public let todoStore: InMemoryStore<TodoList>
    public let contactStore: InMemoryStore<ContactBook>
    public let directory = EmployeeDirectoryStub()
    public let clock = Clock.stepping(from: Fixtures.referenceDate)

    public init(todos: TodoList = TodoList(), contacts: ContactBook = ContactBook()) {
        todoStore = InMemoryStore(todos)
        contactStore = InMemoryStore(contacts)
    }

    public var dependencies: AppDependencies {
        AppDependencies(
            todoStore: todoStore, contactStore: contactStore, directory: directory, clock: clock,
            timeZone: Fixtures.timeZone)
    }

    /// The objects a test keeps on purpose, which outlive any app built on them: the stores and the
    /// directory. A leak check leaves them out.
    public var keptObjects: [AnyObject] {
        [todoStore, contactStore, directory]
    }

    /// The app a style's composition root builds on these dependencies, in a key window. A test that
    /// keeps no reference to a screen lets a teardown release everything.
    public func launch(_ makeRootViewController: (AppDependencies) -> ViewController) -> Window {
        let window = Window()
        window.rootViewController = makeRootViewController(dependencies)
        window.makeKeyAndVisible()
        return window
    }
}
