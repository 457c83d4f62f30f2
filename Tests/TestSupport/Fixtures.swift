import Foundation
import Models

/// Values shared by tests: a fixed time zone and dates, so every formatted date is predictable.
public enum Fixtures {
    /// 2026-11-18 10:06:40 UTC, shown as "Nov 18, 2026 at 11:06:40 AM" in `timeZone`.
    public static let referenceDate = Date(timeIntervalSince1970: 1_794_996_400)
    /// Central European Time, an hour ahead of UTC in November.
    public static let timeZone = TimeZone(identifier: "Europe/Warsaw") ?? .gmt
}
