import Results

/// The first screen: every claim of the source articles and the community, each with its source, its
/// verdict, the one figure that decided it and what that means for an app like this one. The rules
/// and the other figures are in the appendix, so a reader can disagree with a rule rather than with
/// the numbers; the rules the build enforces are listed apart, as no style here can break them.
struct VerdictsSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let claims = report.claims ?? ClaimCatalogue.claims(in: report)
        let predictions = claims.filter { $0.kind == .prediction && $0.verdict != .notMeasurable }
        let unmeasured = claims.filter { $0.kind == .prediction && $0.verdict == .notMeasurable }
        let rules = claims.filter { $0.kind == .rule }
        var blocks: [ReportBlock] = [
            .heading(level: 2, text: "Verdicts", anchor: "verdicts"),
            .paragraph(
                "What the source articles and the iOS community say about these patterns, each decided by one figure "
                    + "of this app; a verdict holds for an app of this size. [How each verdict was decided](#verdict-rules) "
                    + "gives every rule, figure and source in full, the [glossary](#terms) every term."),
            .table(
                TextTable(
                    headers: ["Claim", "Source", "Verdict", "Deciding figure", "What it means here"],
                    rows: predictions.map { claim in
                        [
                            claim.claim, ClaimCatalogue.shortSource(claim.source), "**\(claim.verdict.rawValue)**",
                            claim.deciding, claim.meaning,
                        ]
                    }, layout: .cards)),
        ]
        if !unmeasured.isEmpty {
            blocks.append(
                .paragraph(
                    "**Not measurable here** (the appendix says what a test would need): "
                        + unmeasured.map { "\($0.claim) (\(ClaimCatalogue.shortSource($0.source)))" }
                        .joined(separator: "; ") + "."))
        }
        if !rules.isEmpty {
            blocks += [
                .heading(level: 3, text: "Rules this code obeys", anchor: "verdicts-rules"),
                .list(
                    rules.map { rule in
                        "**\(rule.claim)** (\(ClaimCatalogue.shortSource(rule.source))): "
                            + Self.state(of: rule) + "; \(rule.deciding), as \(rule.rule). "
                            + rule.meaning
                    }),
            ]
        }
        return blocks
    }

    static func state(of rule: Claim) -> String {
        switch rule.verdict {
        case .confirmed: "holds"
        case .refuted: "broken"
        default: "not checked"
        }
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        let claims = report.claims ?? ClaimCatalogue.claims(in: report)
        return [
            .heading(level: 2, text: "How each verdict was decided", anchor: "verdict-rules"),
            .paragraph(
                "Each claim's rule and every figure it read. A figure within 10% of a threshold is too close to call. "
                    + "comparison.json holds the same under `claims`, with each deciding figure and its thresholds."),
            .paragraph(
                "Sources: "
                    + ClaimCatalogue.sources.map { "**\($0.short)** \($0.full)" }.joined(separator: "; ")
                    + "; **community**: what iOS developers commonly say."),
            .table(
                TextTable(
                    headers: ["Claim", "Verdict", "Rule", "Figures"],
                    rows: claims.map { ["\($0.claim)", "**\($0.verdict.rawValue)**", $0.rule, $0.figures] })),
        ]
    }
}
