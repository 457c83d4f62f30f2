/// The report as a list of blocks, in reading order, built from the figures. Each section lives in
/// its own file under `Sections/`; a new section is a new `ReportSection` and one line here.
struct ReportDocument: Sendable {
    let report: ComparisonReport

    static let sections: [any ReportSection] = [
        FindingsSection(),
        ClaimsSection(),
        IntroductionSection(),
        SummarySection(),
        StyleSection(),
        LargestTypesSection(),
        SharedModulesSection(),
        ArchitectureSection(),
        ScenarioSection(),
        ScaleSection(),
        ExerciseCostSection(),
        MutationKillSection(),
        CoverageRunsSection(),
    ]

    var title: String {
        "How " + report.styles.map(\.name).joined(separator: ", ") + " compare"
    }

    func blocks() -> [ReportBlock] {
        Self.sections.flatMap { $0.blocks(for: report) }
    }
}
