import Foundation

/// Formats dates as the lists show them, e.g. "Nov 18, 2026 at 11:06:40 AM": a fixed pattern in the
/// en_US_POSIX locale, so the text is the same on every platform and in every user locale.
public final class DisplayDateFormatter {
    private let formatter: DateFormatter

    public init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "MMM d, yyyy 'at' h:mm:ss a"
    }

    public func string(from date: Date) -> String {
        formatter.string(from: date)
    }
}
