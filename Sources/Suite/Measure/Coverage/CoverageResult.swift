import Results

/// Coverage per test kind and file, and how it was measured.
package struct CoverageResult: Sendable, Equatable {
    /// Per kind, per file path relative to the package root.
    package var summaries: [TestKind: [String: CoverageSummary]]
    package var runs: CoverageRuns

    package init(summaries: [TestKind: [String: CoverageSummary]], runs: CoverageRuns) {
        self.summaries = summaries
        self.runs = runs
    }

    package func summary(of path: String, kind: TestKind) -> CoverageSummary {
        summaries[kind]?[path] ?? CoverageSummary()
    }
}
