import Results

/// The usual claims about these patterns, each tested against the figures: where it comes from, what
/// was measured, the verdict and the rule that gave it, printed beside it so a reader can disagree
/// with the rule rather than with the numbers.
struct ClaimsSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let claims = report.claims ?? ClaimCatalogue.claims(in: report)
        let rows = claims.map { claim in
            [claim.claim, claim.source, claim.figures, "**\(claim.verdict.rawValue)**", claim.rule]
        }
        return [
            .heading(level: 2, text: "The usual claims, tested", anchor: "claims"),
            .paragraph(
                "What the articles this project started from, and the iOS community, say about these patterns, "
                    + "against what this app measures. A verdict holds for this app, at this size; the rule beside "
                    + "it says how the figures decided it. comparison.json holds the same table under `claims`."),
            .table(TextTable(headers: ["Claim", "Source", "Figures", "Verdict", "Rule"], rows: rows)),
        ]
    }
}
