import Results

/// How the coverage figures were obtained, so that a reader can reproduce them.
struct CoverageRunsSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let runs: [(TestKind, CoverageRun)] = [
            (.scenarios, report.coverageRuns.scenarios), (.unit, report.coverageRuns.unit),
            (.other, report.coverageRuns.other), (.all, report.coverageRuns.all),
        ]
        let rows = runs.map { kind, run in
            [
                kind.rawValue, run.targets.joined(separator: ", "),
                run.filter.isEmpty ? "(merge of the three)" : "`\(run.filter)`",
                run.profile.isEmpty ? "(no tests)" : "`\(run.profile)`", "\(run.underflowedCounts)",
            ]
        }
        let underflowed = runs.flatMap { kind, run in
            run.underflowedFiles.sorted { $0.key < $1.key }.map { "\(kind.rawValue), `\($0.key)`: \($0.value)" }
        }
        let total = runs.map(\.1.underflowedCounts).reduce(0, +)
        return [
            .heading(level: 2, text: "How coverage was measured", anchor: "coverage-runs"),
            .paragraph(
                "One instrumented test binary (`\(report.coverageRuns.all.binary)`), run once per kind with a filter, "
                    + "the three runs at once (the scenarios in one process per style); `all` merges the three "
                    + "profiles, since the kinds split the test targets "
                    + "between them. The tooling's own tests are not run here: they check the tooling, whose "
                    + "coverage this page does not show. The times of the run are printed by `make compare` and kept in environment.json, "
                    + "out of this page, so that a run on the same commit gives the same page."),
            .table(
                TextTable(
                    headers: ["Kind", "Test targets", "Filter", "Profile", "Underflowed counts"], rows: rows,
                    numericColumns: [4])),
            .paragraph(
                "An execution count of 2^63 or more is a known counter underflow of the instrumentation: "
                    + "its region is taken as not executed, and its file's lines and regions are recounted as "
                    + "llvm-cov counts them. "
                    + (total == 0 ? "This report has none." : "Counts so treated, per kind and file:")),
        ] + (underflowed.isEmpty ? [] : [.list(underflowed)])
    }
}
