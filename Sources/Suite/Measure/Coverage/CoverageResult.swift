/// Coverage per test kind and file, and how it was measured.
public struct CoverageResult: Sendable, Equatable {
    /// Per kind, per file path relative to the package root.
    public var summaries: [TestKind: [String: CoverageSummary]]
    public var runs: CoverageRuns

    public init(summaries: [TestKind: [String: CoverageSummary]], runs: CoverageRuns) {
        self.summaries = summaries
        self.runs = runs
    }

    public func summary(of path: String, kind: TestKind) -> CoverageSummary {
        summaries[kind]?[path] ?? CoverageSummary()
    }
}
