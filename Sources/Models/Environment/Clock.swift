import Foundation

/// Tells the current time. Injected everywhere, so no screen reads the real clock.
public struct Clock: Sendable {
    private let read: @MainActor @Sendable () -> Date

    public init(_ read: @escaping @MainActor @Sendable () -> Date) {
        self.read = read
    }

    @MainActor
    public func now() -> Date {
        read()
    }

    /// Always the same instant.
    public static func fixed(_ date: Date) -> Clock {
        Clock { date }
    }

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
