import Foundation

/// Everything the app needs from outside: stores, the directory, the clock and the time zone.
/// Each style's composition root takes one of these, so a test or scenario decides all of it.
@MainActor
public struct AppDependencies {
    public var todoStore: any TodoStore
    public var contactStore: any ContactStore
    public var directory: any EmployeeDirectory
    public var clock: Clock
    public var timeZone: TimeZone

    public init(
        todoStore: any TodoStore, contactStore: any ContactStore, directory: any EmployeeDirectory, clock: Clock,
        timeZone: TimeZone
    ) {
        self.todoStore = todoStore
        self.contactStore = contactStore
        self.directory = directory
        self.clock = clock
        self.timeZone = timeZone
    }
}
