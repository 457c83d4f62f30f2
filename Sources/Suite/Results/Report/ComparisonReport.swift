/// The whole comparison: the deterministic figures written to comparison.json and rendered as
/// Markdown and HTML. Nothing here depends on the machine or the time of the run.
package struct ComparisonReport: Sendable, Equatable, Codable {
    package var schema = 1
    package var styles: [StyleReport]
    package var shared: [LayerReport]
    package var coverageRuns: CoverageRuns
    package var scenarios: [ScenarioRowReport]
    package var knownIssues: [KnownIssue]
    package var randomSequences: RandomSequenceTotals
    /// Reports/scale.json as `make scale` last wrote it; nil until it has.
    package var scale: ScaleReport?
    /// From Reports/mutation.json (`make mutate`); absent until the report is built with it.
    package var mutation: MutationSection?
    /// What the architecture buys (Reports/README.md); nil when not measured.
    package var architecture: ArchitectureReport?
    /// From Reports/exercises.json (`make exercises`): the cost of each change request per style.
    package var exercises: ExerciseSection?
    /// The figures the Findings sentences carry, taken from the rest when the report is written.
    package var findings: [StyleFigures]?
    /// The usual claims about the patterns, each with its figures, verdict and rule; set with `findings`.
    package var claims: [Claim]?
    /// The styles at a glance: each style's measures and their ratios to its framework's baseline;
    /// set with `findings`.
    package var glance: [GlanceRow]?
    /// What each style's handout takes from its guide, read from `Sources/Styles/<Style>/README.md`
    /// when the report is built; a style without a guide is left out.
    package var guides: [GuideExcerpt]?

    package init(
        styles: [StyleReport], shared: [LayerReport], coverageRuns: CoverageRuns, scenarios: [ScenarioRowReport],
        knownIssues: [KnownIssue], randomSequences: RandomSequenceTotals, scale: ScaleReport? = nil,
        mutation: MutationSection? = nil, architecture: ArchitectureReport? = nil, exercises: ExerciseSection? = nil,
        findings: [StyleFigures]? = nil, claims: [Claim]? = nil, glance: [GlanceRow]? = nil,
        guides: [GuideExcerpt]? = nil
    ) {
        self.styles = styles
        self.shared = shared
        self.coverageRuns = coverageRuns
        self.scenarios = scenarios
        self.knownIssues = knownIssues
        self.randomSequences = randomSequences
        self.scale = scale
        self.mutation = mutation
        self.architecture = architecture
        self.exercises = exercises
        self.findings = findings
        self.claims = claims
        self.glance = glance
        self.guides = guides
    }
}
