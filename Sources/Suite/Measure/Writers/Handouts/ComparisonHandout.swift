import Results

/// The comparison on one page: the verdicts and the guide to when to pick which, as the report
/// has them.
struct ComparisonHandout: RenderedDocument {
    let report: ComparisonReport

    var title: String { "The styles compared: verdicts, and when to pick which" }

    func blocks() -> [ReportBlock] {
        VerdictsSection().blocks(for: report) + DecisionSection().blocks(for: report)
    }
}
