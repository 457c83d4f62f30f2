import Measure

/// Differences a style cannot avoid, keyed by style and scenario id, with the reason the report
/// shows. Empty is the goal: every entry is a debt that the report prints openly.
public enum KnownIssues {
    public static let all: [KnownIssue] = []

    /// The reason `style` is known to fail `scenarioID`, if it is.
    public static func reason(style: String, scenarioID: String) -> String? {
        all.first { $0.style == style && $0.scenarioID == scenarioID }?.reason
    }
}
