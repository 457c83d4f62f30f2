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
    /// Records the presentation objects a composition root builds, so a leak check can ask which of
    /// them outlived the app.
    public var instances: InstanceTracker

    public init(
        todoStore: any TodoStore,
        contactStore: any ContactStore,
        directory: any EmployeeDirectory,
        clock: Clock,
        timeZone: TimeZone,
        instances: InstanceTracker = InstanceTracker()
    ) {
        self.todoStore = todoStore
        self.contactStore = contactStore
        self.directory = directory
        self.clock = clock
        self.timeZone = timeZone
        self.instances = instances
    }
}
