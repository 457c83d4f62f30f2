import Foundation

/// Formats dates as the lists show them, e.g. "Nov 18, 2026 at 11:06:40 AM": a fixed pattern in the
/// en_US_POSIX locale, so the text is the same on every platform and in every user locale.
///
/// A list shows the same dates again after every change, and formatting one is slow (about a
/// microsecond), so each text is kept once made: a list of 10,000 items is formatted once, not
/// once per change.
public final class DisplayDateFormatter {
    private let formatter: DateFormatter
    private var texts: [Date: String] = [:]

    public init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "MMM d, yyyy 'at' h:mm:ss a"
    }

    public func string(from date: Date) -> String {
        if let text = texts[date] { return text }
        let text = formatter.string(from: date)
        texts[date] = text
        return text
    }
}
