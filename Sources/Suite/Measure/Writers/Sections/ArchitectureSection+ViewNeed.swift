import Results

/// "Unit tests that need a view": measured while the tests ran, one case at a time.
extension ArchitectureSection {
    func viewNeedBlocks(_ architecture: ArchitectureReport, report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 3, text: "Unit tests that need a view", anchor: "view-need")
        guard let runtime = architecture.runtime, runtime.notMeasured == nil else {
            let reason = architecture.runtime?.notMeasured ?? "the tests were not measured in this run"
            return [heading, .paragraph("Not measured: \(reason).")]
        }
        let headers = [
            "Style", "Layer", "Unit test cases", "Creating a view", "Lines: all unit tests",
            "Lines: unit tests with no view",
        ]
        var rows: [[String]] = []
        for style in architecture.styles {
            let coverage = report.styles.first { $0.name == style.name }
            for layer in style.layers {
                let unit = coverage?.layers.first { $0.name == layer.name }?.coverage.unit.lines
                rows.append(
                    [
                        style.name, LayerLabel.name(layer.name, in: style), "\(layer.unitTests?.tests ?? 0)",
                        "\(layer.unitTests?.creatingViews ?? 0)", unit.map(Format.coverage) ?? "n/a",
                        layer.viewFreeLines.map(Format.coverage) ?? "n/a",
                    ])
            }
            if let support = style.unattributedUnitTests, support.tests > 0 {
                rows.append(
                    [style.name, "(no layer)", "\(support.tests)", "\(support.creatingViews)", "", ""])
            }
        }
        return [
            heading,
            .paragraph(
                "Each unit test case of a style is counted for the layer its file is written for (as for test code). "
                    + "It creates a view when, while it runs, the initialiser of a HeadlessUI view, view controller "
                    + "or window runs (every view, cell, control, alert and window goes through one). The last column "
                    + "is the layer's line coverage by the cases that create none: what can be tested without a "
                    + "screen. Measured from the counters each case moved (\(runtime.cases) cases"
                    + (runtime.overlappedCases > 0
                        ? ", of which \(runtime.overlappedCases) ran alongside another and were left out" : "")
                    + ")."),
            .table(TextTable(headers: headers, rows: rows, numericColumns: [2, 3])),
        ]
    }
}
