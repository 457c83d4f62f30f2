/// One of the usual claims about these patterns, tested against this report's figures: where it comes
/// from, the figures that test it, the verdict and the rule that turned the figures into the verdict.
/// Kept in comparison.json under `claims`, so every figure in the table can be checked there.
package struct Claim: Sendable, Equatable, Codable {
    package enum Verdict: String, Sendable, Codable {
        case confirmed
        case refuted
        case partly
        case notMeasurable = "not measurable here"
    }

    package var claim: String
    /// The article (title and author) or "common claim".
    package var source: String
    /// The figures, in words, each with its number.
    package var figures: String
    package var verdict: Verdict
    /// How the figures decide the verdict, stated beside it.
    package var rule: String

    package init(claim: String, source: String, figures: String, verdict: Verdict, rule: String) {
        self.claim = claim
        self.source = source
        self.figures = figures
        self.verdict = verdict
        self.rule = rule
    }
}
