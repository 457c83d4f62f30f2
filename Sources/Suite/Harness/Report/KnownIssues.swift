import Results

/// Differences a style cannot avoid, keyed by style and scenario id, with the reason the report
/// shows. Empty is the goal: every entry is a debt that the report prints openly.
package enum KnownIssues {
    package static let all: [KnownIssue] = []

    /// The reason `style` is known to fail `scenarioID`, if it is.
    package static func reason(style: String, scenarioID: String) -> String? {
        all.first { $0.style == style && $0.scenarioID == scenarioID }?.reason
    }
}
