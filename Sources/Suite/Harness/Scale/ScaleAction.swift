import Foundation
import Models
import TestAids

/// The user actions the scale benchmark times, each done through the UI of a style and, for
/// comparison, as the bare Models operation: the same change on the Models value, saved to the
/// in-memory store.
enum ScaleAction: CaseIterable {
    case addTask
    case markDone
    case addContact
    case importThousand

    var title: String {
        switch self {
        case .addTask: "Add a task"
        case .markDone: "Mark one done"
        case .addContact: "Add a contact"
        case .importThousand: "Import 1,000"
        }
    }

    static let taskName = "Water the plants"
    static let contact = ("Maria", "Novak")
    static let importedCount = 1_000

    /// The action through the UI, on an app launched on `app.environment`.
    @MainActor
    func perform(on app: AppDriver, employees: [Employee]) throws {
        switch self {
        case .addTask: try app.addTodo(Self.taskName)
        case .markDone: try app.swipeTodo(row: 0, "Done")
        case .addContact: try app.addContact(Self.contact.0, Self.contact.1)
        case .importThousand:
            try app.tap(Identifier.Contacts.importButton)
            app.environment.directory.succeed(with: employees)
        }
    }

    /// The same change on the stores' values, saved as a screen saves it, ready to be timed. What a
    /// screen already holds when the user acts (which task is on top) is looked up here, before the
    /// clock starts, so the bare operation never does work a style does not.
    @MainActor
    func modelsOperation(todos: InMemoryStore<TodoList>, contacts: InMemoryStore<ContactBook>, employees: [Employee])
        -> () throws -> Void
    {
        switch self {
        case .addTask:
            return {
                let name = try TodoName.validate(Self.taskName).get()
                try todos.save(todos.document.adding(name: name, createdAt: ScenarioEnvironment.startDate).list)
            }
        case .markDone:
            guard let top = todos.document.sortedItems.first?.id else { return {} }
            return { try todos.save(todos.document.togglingDone(id: top)) }
        case .addContact:
            return {
                let name = try ContactName.validate(firstName: Self.contact.0, lastName: Self.contact.1).get()
                try contacts.save(contacts.document.adding(name).book)
            }
        case .importThousand:
            return { try contacts.save(contacts.document.importing(employees).book) }
        }
    }

    /// Whether the action is on the Contacts tab, which the app is switched to before the clock starts.
    var isOnContacts: Bool {
        self == .addContact || self == .importThousand
    }
}
