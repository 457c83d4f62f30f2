import Foundation

/// Runs an action on the main actor once some seconds have passed, unless it is cancelled first.
/// Injected where a deadline is kept, so that a test decides when the time passes, with no waiting.
@MainActor
public protocol Scheduler {
    /// Schedules `action` and returns what cancels it; cancelling after it ran does nothing.
    func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
        -> @MainActor () -> Void
}
