import Results

/// Prints each step of the run as it starts and how long it took, and keeps the timings.
@MainActor
package final class StepClock {
    private let clock = ContinuousClock()
    private(set) var timings: [StepTiming] = []
    private let print: (String) -> Void

    package init(print: @escaping (String) -> Void) {
        self.print = print
    }

    func announce(_ step: String) {
        print("==> \(step)")
    }

    /// Records a step measured from `start`, and prints its time.
    func finish(_ step: String, since start: ContinuousClock.Instant) {
        finish(step, duration: clock.now - start)
    }

    func finish(_ step: String, duration: Duration) {
        let seconds = (duration.inSeconds * 100).rounded() / 100
        timings.append(StepTiming(step: step, seconds: seconds))
        print("    \(step): \(Format.oneDecimal(seconds)) s")
    }

    var now: ContinuousClock.Instant { clock.now }
}
