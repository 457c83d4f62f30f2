import Foundation

/// Tells the current time. Injected everywhere, so no screen reads the real clock: the app is given
/// one that reads the system's, a test or a scenario one that it controls.
public struct Clock: Sendable {
    private let read: @MainActor @Sendable () -> Date

    public init(_ read: @escaping @MainActor @Sendable () -> Date) {
        self.read = read
    }

    @MainActor
    public func now() -> Date {
        read()
    }
}
