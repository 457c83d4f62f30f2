import Foundation
import Results

/// Prints how far the runs are, with the time left estimated from the baselines of what is left,
/// at most every few seconds.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let totalCost: Double
    private var done = 0
    private var doneCost = 0.0
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastPrinted: ContinuousClock.Instant
    private let interval: Duration
    private let say: @Sendable (String) -> Void

    init(total: Int, totalCost: Double, interval: Duration = .seconds(5), say: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.totalCost = totalCost
        self.interval = interval
        self.say = say
        started = clock.now
        lastPrinted = started
    }

    func finished(cost: Double) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        doneCost += cost
        let now = clock.now
        guard now - lastPrinted >= interval || done == total else { return }
        lastPrinted = now
        let elapsed = (now - started).inSeconds
        let left = doneCost > 0 ? elapsed * (totalCost - doneCost) / doneCost : 0
        say(
            "    runs \(done)/\(total), \(StepTimer.minutes(elapsed)) elapsed, about \(StepTimer.minutes(left)) left")
    }
}
