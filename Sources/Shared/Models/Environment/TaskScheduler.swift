import Foundation

/// The real passing of time: each action waits in a task of its own, which cancelling ends at once,
/// so nothing the action holds is kept alive for the rest of the wait.
public struct TaskScheduler: Scheduler {
    public init() {}

    public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
        -> @MainActor () -> Void
    {
        let task = Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            guard !Task.isCancelled else { return }
            action()
        }
        return { task.cancel() }
    }
}
