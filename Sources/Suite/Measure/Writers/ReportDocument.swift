import Results

/// The report as a list of blocks, in reading order, built from the figures. Each section lives in
/// its own file under `Sections/`; a new section is a new `ReportSection` and one line here.
struct ReportDocument: RenderedDocument {
    let report: ComparisonReport

    /// The comparative sections, read in one class session.
    static let sections: [any ReportSection] = [
        IntroductionSection(),
        VerdictsSection(),
        GlanceSection(),
        PicturesSection(),
        DecisionSection(),
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
        SummarySection(),
        FindingsSection(),
        StyleSection(),
        SharedModulesSection(),
        MutationDetailSection(),
        CoverageRunsSection(),
    ]

    var title: String {
        "How " + StyleLabel.list(report.styles.map(\.name)) + " compare"
    }

    /// The contents line of the comparative sections, the sections, then the appendix with a
    /// contents line of its own.
    func blocks() -> [ReportBlock] {
        let main = Self.sections.flatMap { $0.blocks(for: report) }
        let detail =
            Self.sections.flatMap { $0.appendixBlocks(for: report) } + Self.appendix.flatMap { $0.blocks(for: report) }
        let appendix: [ReportBlock] = [
            .heading(level: 2, text: "Appendix", anchor: "appendix"),
            .paragraph(
                "The glossary, the rules behind the verdicts, and every table the sections above are drawn from."),
            .contents(Self.entries(detail)),
        ]
        return [.contents(Self.entries(main) + [ContentsEntry(text: "Appendix", anchor: "appendix")])] + main
            + appendix + detail
    }

    private static func entries(_ blocks: [ReportBlock]) -> [ContentsEntry] {
        blocks.compactMap { block in
            guard case .heading(2, let text, let anchor) = block else { return nil }
            return ContentsEntry(text: text, anchor: anchor)
        }
    }
}
