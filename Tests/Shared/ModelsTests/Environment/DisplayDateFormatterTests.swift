import Foundation
import Models
import TestSupport
import Testing

@Suite("DisplayDateFormatter", .checkingForLeaks)
@MainActor
struct DisplayDateFormatterTests {
    private nonisolated static let hour: TimeInterval = 3600
    private nonisolated static let day: TimeInterval = 24 * hour

    /// Offsets from `Fixtures.referenceDate` (11:06:40 AM in `Fixtures.timeZone`) and their text.
    private nonisolated static let examples: [(TimeInterval, String)] = [
        (0, "Nov 18, 2026 at 11:06:40 AM"),
        (2 * hour, "Nov 18, 2026 at 1:06:40 PM"),  // afternoon, hour without a leading zero
        (-13 * day, "Nov 5, 2026 at 11:06:40 AM"),  // single-digit day
        (-40_000, "Nov 18, 2026 at 12:00:00 AM"),  // midnight: 11 h 6 min 40 s earlier
        (46_399, "Nov 18, 2026 at 11:59:59 PM"),  // a second before the next midnight
    ]

    @Test("dates read like \"Nov 18, 2026 at 11:06:40 AM\" in the given time zone", arguments: examples)
    func formats(offset: TimeInterval, expected: String) {
        let formatter = DisplayDateFormatter(timeZone: Fixtures.timeZone)
        trackForMemoryLeaks(formatter)

        #expect(formatter.string(from: Fixtures.referenceDate.addingTimeInterval(offset)) == expected)
    }

    @Test("the same instant reads differently in another time zone")
    func timeZone() throws {
        let formatter = DisplayDateFormatter(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        trackForMemoryLeaks(formatter)

        #expect(formatter.string(from: Fixtures.referenceDate) == "Nov 18, 2026 at 5:06:40 AM")
    }
}
