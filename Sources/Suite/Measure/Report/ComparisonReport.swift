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
    /// Reports/scale.json as `make scale` last wrote it; nil until it has.
    public var scale: ScaleReport?
    /// From Reports/mutation.json (`make mutate`); absent until the report is built with it.
    public var mutation: MutationSection?
    /// What the architecture buys (Reports/README.md); nil when not measured.
    public var architecture: ArchitectureReport?
    /// From Reports/exercises.json (`make exercises`): the cost of each change request per style.
    public var exercises: ExerciseSection?
    /// The figures the Findings sentences carry, taken from the rest when the report is written.
    public var findings: [StyleFigures]?
    /// The usual claims about the patterns, each with its figures, verdict and rule; set with `findings`.
    public var claims: [Claim]?
}
