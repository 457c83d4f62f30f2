import Foundation
import Models

extension Clock {
    /// Starts at `start` and moves on by `step` each time it is read, so that items created one after
    /// another have distinct, increasing dates without any real time passing.
    @MainActor
    public static func stepping(from start: Date, by step: TimeInterval = 1) -> Clock {
        let counter = ReadCounter()
        return Clock {
            defer { counter.value += 1 }
            return start.addingTimeInterval(Double(counter.value) * step)
        }
    }
}

@MainActor
private final class ReadCounter {
    var value = 0
}
