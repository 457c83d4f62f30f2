import Results

/// The report as a list of blocks, in reading order, built from the figures. Each section lives in
/// its own file under `Sections/`; a new section is a new `ReportSection` and one line here.
struct ReportDocument: Sendable {
    let report: ComparisonReport

    /// The comparative sections, read in one class session.
    static let sections: [any ReportSection] = [
        VerdictsSection(),
        IntroductionSection(),
        SummarySection(),
        LargestTypesSection(),
        ArchitectureSection(),
        ScenarioSection(),
        ScaleSection(),
        ExerciseCostSection(),
        MutationKillSection(),
    ]

    /// The per-style and per-module tables the comparisons are drawn from, after the detail the
    /// comparative sections move there.
    static let appendix: [any ReportSection] = [
        FindingsSection(),
        StyleSection(),
        SharedModulesSection(),
        MutationDetailSection(),
        CoverageRunsSection(),
    ]

    var title: String {
        "How " + StyleLabel.list(report.styles.map(\.name)) + " compare"
    }

    /// The contents line, the comparative sections, then the appendix.
    func blocks() -> [ReportBlock] {
        let main = Self.sections.flatMap { $0.blocks(for: report) }
        let appendix: [ReportBlock] =
            [
                .heading(level: 2, text: "Appendix", anchor: "appendix"),
                .paragraph(
                    "The tables the comparisons above are drawn from: per-layer detail of the sections above, the "
                        + "full scenario matrix, the functions each tap ran, each style's layers, sizes and coverage, "
                        + "the shared modules, and how coverage was measured."),
            ] + Self.sections.flatMap { $0.appendixBlocks(for: report) }
            + Self.appendix.flatMap { $0.blocks(for: report) }
        let entries = (main + appendix).compactMap { block -> ContentsEntry? in
            guard case .heading(2, let text, let anchor) = block else { return nil }
            return ContentsEntry(text: text, anchor: anchor)
        }
        return [.contents(entries)] + main + appendix
    }
}
