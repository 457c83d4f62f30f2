extension ReportDocument {
    func scenarioSection() -> [ReportBlock] {
        let styles = report.styles.map(\.name)
        let rows = report.scenarios.map { row in
            [row.id, row.description] + styles.map { row.results[$0] ?? "not run" }
        }
        let totals = report.randomSequences
        let issues = report.knownIssues.map { "\($0.style), \($0.scenarioID): \($0.reason)" }
        let failures = report.scenarios.flatMap { row in
            row.results.filter { $0.value == ScenarioResult.fail("").label }.keys.sorted().map { style in
                "\(style), \(row.id): \(row.notes?[style] ?? "failed")"
            }
        }
        var blocks: [ReportBlock] = [
            .heading(level: 2, text: "Scenario matrix", anchor: "scenarios"),
            .paragraph("Each scenario of the shared suite, run against every style through the headless UI only."),
            .table(TextTable(headers: ["Id", "Scenario"] + styles, rows: rows)),
            .heading(level: 2, text: "Random operation sequences", anchor: "random"),
            .paragraph(
                "Seeded random sequences of user operations, compared after every step with a plain reference model (scenario X02)."
            ),
            .table(
                TextTable(
                    headers: ["Seed", "Sequences", "Steps", "Divergences"],
                    rows: [["\(totals.seed)", "\(totals.sequences)", "\(totals.steps)", "\(totals.divergences)"]],
                    numericColumns: [0, 1, 2, 3]
                )),
            .heading(level: 2, text: "Known issues", anchor: "known-issues"),
            issues.isEmpty ? .paragraph("None.") : .list(issues),
        ]
        if !failures.isEmpty {
            blocks += [.heading(level: 2, text: "Failures", anchor: "failures"), .list(failures)]
        }
        return blocks
    }

    func coverageRunsSection() -> [ReportBlock] {
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
                "One instrumented test binary (`\(report.coverageRuns.all.binary)`), run once per kind with a filter; "
                    + "`all` merges the three profiles, since the kinds split the test targets between them."),
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

    func environmentSection() -> [ReportBlock] {
        guard let environment else { return [] }
        let rows =
            [
                ["Generated at", environment.generatedAt], ["Toolchain", environment.toolchain],
                ["Platform", environment.platform], ["Processors", "\(environment.processorCount)"],
                ["llvm-cov", "`\(environment.llvmCov)`"], ["llvm-profdata", "`\(environment.llvmProfdata)`"],
                [
                    "Tests and scenario matrix",
                    environment.reusedResults
                        ? "reused from the previous run (the binaries had not changed)" : "run for this report",
                ],
            ] + environment.timings.map { ["Step: \($0.step)", Format.oneDecimal($0.seconds) + " s"] }
        return [
            .heading(level: 2, text: "Environment (changes between runs)", anchor: "environment"),
            .paragraph(
                "Everything above depends only on the commit; this section depends on the machine and the run (also in environment.json)."
            ),
            .table(TextTable(headers: ["", "Value"], rows: rows)),
        ]
    }
}
