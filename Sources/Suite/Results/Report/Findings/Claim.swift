/// One claim about these patterns, from the source articles or the iOS community, tested against this
/// report's figures: where it comes from, the one figure that decides it, the rule that turns that
/// figure into a verdict, what the verdict means for an app like this one, and the other figures a
/// reader may want. Kept in comparison.json under `claims`, so every figure shown can be checked there.
package struct Claim: Sendable, Equatable, Codable {
    package enum Verdict: String, Sendable, Codable, CaseIterable {
        case confirmed
        case partly
        case refuted
        /// The deciding figure is within 10% of a threshold: this app cannot tell.
        case tooClose = "too close to call"
        case notMeasurable = "not measurable here"
    }

    /// A prediction the figures can confirm or refute, or a rule the build enforces, which no style
    /// here can break and which the report lists apart.
    package enum Kind: String, Sendable, Codable {
        case prediction
        case rule
    }

    package var claim: String
    /// The article (title and author) or "community".
    package var source: String
    package var kind: Kind
    /// The figure that decided the verdict, in words with its number.
    package var deciding: String
    /// The deciding figure as a number, with the thresholds the rule compares it with; nil when the
    /// claim is not measurable here or is a rule.
    package var test: ClaimTest?
    package var verdict: Verdict
    /// How the figure decides the verdict, stated beside it.
    package var rule: String
    /// What the verdict means for an app like this one, in one sentence.
    package var meaning: String
    /// Every figure the rule looked at, in words, each with its number.
    package var figures: String

    /// A prediction decided by `test`.
    package init(
        claim: String, source: String, deciding: String, test: ClaimTest, rule: String, meaning: ClaimMeaning,
        figures: String
    ) {
        self.claim = claim
        self.source = source
        kind = .prediction
        self.deciding = deciding
        self.test = test
        verdict = test.verdict
        self.rule = rule
        self.meaning = meaning.sentence(for: test.verdict)
        self.figures = figures
    }

    /// A claim this app cannot decide; `missing` says what a test would need, or which measure did not run.
    package init(notMeasurable claim: String, source: String, missing: String, rule: String) {
        self.claim = claim
        self.source = source
        kind = .prediction
        deciding = missing
        test = nil
        verdict = .notMeasurable
        self.rule = rule
        meaning = "No verdict: " + missing + "."
        figures = missing
    }

    /// A rule the build enforces: it holds (confirmed) or, on a build that would fail, is broken
    /// (refuted); nil when it was not checked (not measurable).
    package init(rule claim: String, source: String, holds: Bool?, deciding: String, rule: String, meaning: String) {
        self.claim = claim
        self.source = source
        kind = .rule
        self.deciding = deciding
        test = nil
        verdict = holds.map { $0 ? .confirmed : .refuted } ?? .notMeasurable
        self.rule = rule
        self.meaning = meaning
        figures = deciding
    }
}
