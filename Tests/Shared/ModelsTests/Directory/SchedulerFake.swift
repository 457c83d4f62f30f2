import Foundation
import Models

/// Time that passes only when the test says so: `advance(by:)` runs, in order, every action whose
/// moment has come.
@MainActor
final class SchedulerFake: Scheduler {
    private struct Scheduled {
        let id: Int
        let due: TimeInterval
        let action: @MainActor @Sendable () -> Void
    }

    private var now: TimeInterval = 0
    private var nextID = 0
    private var scheduled: [Scheduled] = []

    /// How many actions are waiting: neither run nor cancelled.
    var waitingCount: Int { scheduled.count }

    func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
        -> @MainActor () -> Void
    {
        let id = nextID
        nextID += 1
        scheduled.append(Scheduled(id: id, due: now + seconds, action: action))
        return { [weak self] in self?.scheduled.removeAll { $0.id == id } }
    }

    func advance(by seconds: TimeInterval) {
        now += seconds
        while let next = scheduled.filter({ $0.due <= now }).min(by: { $0.due < $1.due }) {
            scheduled.removeAll { $0.id == next.id }
            next.action()
        }
    }
}
