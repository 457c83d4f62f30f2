import Results

/// The shared scenarios: totals per style, the scenarios that did not pass everywhere, the random
/// sequences, and every known issue and failure; the full matrix is in the appendix. Known issues have
/// a section only when there are some: the page a class reads in one session has no line to spare.
struct ScenarioSection: ReportSection {
    private static func headers(_ report: ComparisonReport) -> [String] {
        ["Id"] + report.styles.map(\.name) + ["Scenario"]
    }

    private static func rows(_ scenarios: [ScenarioRowReport], _ report: ComparisonReport) -> [[String]] {
        scenarios.map { row in
            [row.id] + report.styles.map { row.results[$0.name] ?? "not run" } + [row.description]
        }
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        [
            .heading(level: 2, text: "Scenario matrix, every scenario", anchor: "scenario-matrix"),
            .details(
                summary: "All \(report.scenarios.count) scenarios by style",
                blocks: [.table(TextTable(headers: Self.headers(report), rows: Self.rows(report.scenarios, report)))]),
        ]
    }

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let styles = report.styles.map(\.name)
        let pass = ScenarioResult.pass.label
        let notPassedEverywhere = report.scenarios.filter { row in styles.contains { row.results[$0] != pass } }
        let totals: [[String]] = [
            ["Pass"] + report.styles.map { "\($0.scenarios.pass)" },
            ["Known issue"] + report.styles.map { "\($0.scenarios.knownIssue)" },
            ["Fail"] + report.styles.map { "\($0.scenarios.fail)" },
            ["Scenarios"] + report.styles.map { "\($0.scenarios.total)" },
        ]
        let heading = ReportBlock.heading(level: 2, text: "Scenario matrix", anchor: "scenarios")
        let counts = Set(report.styles.map(\.scenarios.total))
        // When every style passed every scenario, the totals table would only repeat one number.
        if notPassedEverywhere.isEmpty, report.knownIssues.isEmpty, counts.count == 1, let count = counts.first {
            return [
                heading,
                .paragraph(
                    "All \(count) scenarios of the shared suite, run against every style through its UI only, passed "
                        + "in every style, with no known issue; the appendix lists them."),
            ] + randomSequences(report.randomSequences) + issues(report)
        }
        return [
            heading,
            .paragraph(
                "Each scenario of the shared suite, run against every style through the headless UI only, in the "
                    + "same test run as the coverage of the kind \"scenarios\"."),
            .table(
                TextTable(
                    headers: [""] + styles, rows: totals, numericColumns: Set(1...max(styles.count, 1)))),
            notPassedEverywhere.isEmpty
                ? .paragraph(
                    "Every scenario passed in every style"
                        + (report.knownIssues.isEmpty ? ", with no known issue" : "") + "; the appendix lists them.")
                : .table(TextTable(headers: Self.headers(report), rows: Self.rows(notPassedEverywhere, report))),
        ] + randomSequences(report.randomSequences) + issues(report)
    }

    private func randomSequences(_ totals: RandomSequenceTotals) -> [ReportBlock] {
        [
            .heading(level: 2, text: "Random operation sequences", anchor: "random"),
            .paragraph(
                "Seeded sequences of user operations, played against every style and compared after each step with "
                    + "a plain reference model; " + lifetimesSentence(totals) + " A divergence is either difference."),
            .table(
                TextTable(
                    headers: [
                        "Sequences per style", "Steps per sequence", "Seed", "Sequences with lifetimes checked",
                        "Divergences",
                    ],
                    rows: [
                        [
                            "\(totals.sequences)", "\(totals.steps)", "\(totals.seed)",
                            "\(totals.sequencesWithLifetimesChecked)", "\(totals.divergences)",
                        ]
                    ],
                    numericColumns: [0, 1, 2, 3, 4])),
        ]
    }

    /// Which sequences were also checked for objects that outlive the app: the census walks cost more
    /// than the sequence itself, so a long run checks a sample.
    private func lifetimesSentence(_ totals: RandomSequenceTotals) -> String {
        let every = totals.lifetimesEvery
        let suffix =
            (11...13).contains(every % 100)
            ? "th" : every % 10 == 1 ? "st" : every % 10 == 2 ? "nd" : every % 10 == 3 ? "rd" : "th"
        let which = every == 1 ? "after each" : "after every \(every)\(suffix)"
        return which + ", the app is torn down and checked for objects that outlive it."
    }

    private func issues(_ report: ComparisonReport) -> [ReportBlock] {
        let known = report.knownIssues.map { "\($0.style), \($0.scenarioID): \($0.reason)" }
        let failures = report.scenarios.flatMap { row in
            row.results.filter { $0.value == ScenarioResult.fail("").label }.keys.sorted().map { style in
                "\(style), \(row.id): \(row.notes?[style] ?? "failed")"
            }
        }
        let knownBlocks: [ReportBlock] =
            known.isEmpty ? [] : [.heading(level: 2, text: "Known issues", anchor: "known-issues"), .list(known)]
        return knownBlocks
            + (failures.isEmpty ? [] : [.heading(level: 2, text: "Failures", anchor: "failures"), .list(failures)])
    }
}
