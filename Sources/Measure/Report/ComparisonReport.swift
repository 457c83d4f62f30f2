/// The whole comparison: the deterministic figures written to comparison.json and rendered as
/// Markdown and HTML. Nothing here depends on the machine or the time of the run.
public struct ComparisonReport: Sendable, Equatable, Codable {
    public var schema = 1
    public var styles: [StyleReport]
    public var shared: [LayerReport]
    public var coverageRuns: CoverageRuns
    public var scenarios: [ScenarioRowReport]
    public var knownIssues: [KnownIssue]
    public var randomSequences: RandomSequenceTotals
}
