/// The styles side by side: size, tests, scenarios and coverage, then code lines per layer as a chart.
struct SummarySection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let styles = report.styles
        func row(_ label: String, _ value: (StyleReport) -> String) -> [String] {
            [label] + styles.map(value)
        }
        let rows: [[String]] = [
            row("Code lines") { "\($0.code)" },
            row("Comment lines") { "\($0.comment)" },
            row("Files") { "\($0.fileCount)" },
            row("Layers") { "\($0.layers.count)" },
            row("Largest type, code lines") { style in style.types.first.map { "\($0.name), \($0.code)" } ?? "none" },
            row("Types / protocols / functions") { Format.declarations($0.declarations) },
            row("Test code lines") { "\($0.testCode)" },
            row("Test files") { "\($0.testFileCount)" },
            row("Scenarios passed") {
                "\($0.scenarios.pass) of \($0.scenarios.total) (\(Format.percent($0.scenarios.passRate)))"
            },
            row("Lines: scenarios") { Format.percent($0.coverage.scenarios.lines.percent) },
            row("Lines: unit") { Format.percent($0.coverage.unit.lines.percent) },
            row("Lines: all") { Format.percent($0.coverage.all.lines.percent) },
            row("Regions: all") { Format.percent($0.coverage.all.regions.percent) },
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
