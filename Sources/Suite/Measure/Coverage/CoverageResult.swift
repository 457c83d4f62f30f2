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

    /// Refuses coverage that names none of `measured` (paths relative to the package root): profiles
    /// of a build from another checkout, whose files are elsewhere, would give "n/a" in every cell.
    package func checkCovers(_ measured: [String]) throws(CoverageError) {
        guard let first = measured.first else { return }
        let covered = Set(TestKind.allCases.flatMap { summaries[$0]?.keys.map { $0 } ?? [] })
        guard !measured.contains(where: covered.contains) else { return }
        throw .coversNoSource(count: measured.count, example: first)
    }
}
