import Results

/// The comparison on one printed page: each verdict with the figure that decided it, the claims not
/// measurable here, and the guide to when to pick which, as the report has them. What each verdict
/// means and where it comes from are in the report.
struct ComparisonHandout: RenderedDocument {
    let report: ComparisonReport

    var title: String { "The styles compared: verdicts, and when to pick which" }

    func blocks() -> [ReportBlock] {
        let claims = report.claims ?? ClaimCatalogue.claims(in: report)
        let decided = claims.filter { $0.kind == .prediction && $0.verdict != .notMeasurable }
        let unmeasured = claims.filter { $0.kind == .prediction && $0.verdict == .notMeasurable }
        var blocks: [ReportBlock] = [
            .heading(level: 2, text: "Verdicts", anchor: "verdicts"),
            .table(
                TextTable(
                    headers: ["Claim", "Verdict", "Deciding figure"],
                    rows: decided.map { [$0.claim, "**\($0.verdict.rawValue)**", $0.deciding] }, layout: .cards)),
        ]
        if !unmeasured.isEmpty {
            blocks.append(
                .paragraph("**Not measurable here**: " + unmeasured.map(\.claim).joined(separator: "; ") + "."))
        }
        blocks.append(.paragraph("What each verdict means, its source and its rule: `Reports/comparison.md`."))
        return blocks + DecisionSection().blocks(for: report)
    }
}
