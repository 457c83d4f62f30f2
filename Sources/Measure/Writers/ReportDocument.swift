/// The report as a list of blocks, in reading order, built from the figures.
struct ReportDocument: Sendable {
    let report: ComparisonReport
    let environment: EnvironmentReport?

    var title: String {
        "How " + report.styles.map(\.name).joined(separator: ", ") + " compare"
    }

    func blocks() -> [ReportBlock] {
        introduction() + summary() + report.styles.flatMap(styleSection) + sharedSection()
            + scenarioSection() + coverageRunsSection() + environmentSection()
    }

    private func introduction() -> [ReportBlock] {
        [
            .paragraph(
                "The same app, built three times over the same headless UIKit stand-in, measured by `make compare`. "
                    + "Every figure is defined in Reports/README.md; comparison.json holds the same data for tools."),
            .heading(level: 2, text: "Reading guide", anchor: "reading-guide"),
            .list([
                "Start with the summary: the styles pass the same scenarios, so any difference in size is the price of the architecture, not of features.",
                "Then read one style's layer table: where the code lives (code lines per layer) and how much of each layer its own unit tests reach.",
                "Compare the \"unit\" and \"scenarios\" coverage of a layer: a layer that only scenarios reach can only be tested through the screen.",
                "In MVC the controller is tested through its views; in MVVM and VIPER the view models and presenters are tested without any view. The unit coverage of Controller, ViewModel and Presenter shows that difference.",
                "Models (the shared entities and stores) and HeadlessUI (the platform) are reported once, apart from the styles: no style pays for them.",
                "The Environment section at the end is the only part that changes between two runs on the same commit.",
            ]),
        ]
    }

    private func summary() -> [ReportBlock] {
        let styles = report.styles
        func row(_ label: String, _ value: (StyleReport) -> String) -> [String] {
            [label] + styles.map(value)
        }
        let rows: [[String]] = [
            row("Code lines") { "\($0.code)" },
            row("Comment lines") { "\($0.comment)" },
            row("Files") { "\($0.fileCount)" },
            row("Layers") { "\($0.layers.count)" },
            row("Types / protocols / functions") { Format.declarations($0.declarations) },
            row("Test code lines") { "\($0.testCode)" },
            row("Test files") { "\($0.testFileCount)" },
            row("Scenarios passed") {
                "\($0.scenarios.pass) of \($0.scenarios.total) (\(Format.percent($0.scenarios.passRate)))"
            },
            row("Line coverage, scenarios") { Format.percent($0.coverage.scenarios.lines.percent) },
            row("Line coverage, own unit tests") { Format.percent($0.coverage.unit.lines.percent) },
            row("Line coverage, all tests") { Format.percent($0.coverage.all.lines.percent) },
            row("Region coverage, all tests") { Format.percent($0.coverage.all.regions.percent) },
        ]
        return [
            .heading(level: 2, text: "Summary", anchor: "summary"),
            .table(
                TextTable(headers: [""] + styles.map(\.name), rows: rows, numericColumns: Set(1...max(styles.count, 1)))
            ),
            .chart(
                svg: StackedBarChart(styles: styles).svg(),
                alternative: "Code lines per layer: "
                    + styles.map { style in
                        style.name + " " + style.layers.map { "\($0.name) \($0.code)" }.joined(separator: ", ")
                    }.joined(separator: "; ") + "."),
        ]
    }
}
