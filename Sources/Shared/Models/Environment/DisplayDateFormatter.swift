import Foundation

/// Formats dates as the lists show them, e.g. "Nov 18, 2026 at 11:06:40 AM": a fixed pattern in the
/// en_US_POSIX locale, so the text is the same on every platform and in every user locale.
///
/// A list shows the same dates again after every change, and formatting one is slow (about a
/// microsecond), so each text is kept once made: a list of 10,000 items is formatted once, not
/// once per change. Making a date formatter is slower still (the first text of a new one costs
/// about as much as a thousand more), so every instance for a time zone shares one.
public final class DisplayDateFormatter {
    private let timeZone: TimeZone
    private var texts: [Date: String] = [:]

    /// One formatter per time zone for the whole process, used only under `lock`: a formatter is not
    /// safe to share between threads. (A lock rather than `Mutex`, which needs macOS 15.)
    nonisolated(unsafe) private static var formatters: [TimeZone: DateFormatter] = [:]
    private static let lock = NSLock()

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    public func string(from date: Date) -> String {
        if let text = texts[date] { return text }
        let text = Self.lock.withLock {
            let formatter = Self.formatters[timeZone] ?? Self.makeFormatter(timeZone: timeZone)
            Self.formatters[timeZone] = formatter
            return formatter.string(from: date)
        }
        texts[date] = text
        return text
    }

    private static func makeFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "MMM d, yyyy 'at' h:mm:ss a"
        return formatter
    }
}
