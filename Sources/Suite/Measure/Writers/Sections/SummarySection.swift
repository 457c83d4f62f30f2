import Results

/// The styles side by side on the figures that tell them apart (what they cost and what they buy),
/// coverage in a compact table of its own (it barely differs between styles), then code lines per
/// layer as a chart.
struct SummarySection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let styles = report.styles
        let figures = report.findings ?? StyleFigures.all(in: report)
        func row(_ label: String, _ value: (StyleReport) -> String) -> [String] {
            [label] + styles.map(value)
        }
        func figureRow(_ label: String, _ value: (StyleFigures) -> String?) -> [String] {
            row(label) { style in figures.first { $0.style == style.name }.flatMap(value) ?? "n/a" }
        }
        let rows: [[String]] = [
            row("UI framework") { StyleLabel.framework(of: $0.name) },
            row("Code lines") { "\($0.code)" },
            row("Files") { "\($0.fileCount)" },
            row("Types") { Self.types($0.declarations) },
            row("Protocols") { "\($0.declarations.protocols)" },
            row("Layers") { "\($0.layers.count)" },
            row("Largest type") { $0.types.first?.name ?? "none" },
            row("Largest type, code lines") { style in style.types.first.map { "\($0.code)" } ?? "" },
            row("Test code lines") { "\($0.testCode)" },
            figureRow("UI-free share of code") { $0.uiFreeShare.map(Format.percent) },
            figureRow("Executable lines testable with no view") { $0.viewFreeShare.map(Format.percent) },
            figureRow("Files touched per change request (mean)") { $0.filesPerChange.map(Format.oneDecimal) },
            figureRow("Functions one tap runs (mean)") { $0.functionsPerTap.map(Format.oneDecimal) },
            figureRow("Faults caught by unit tests with no view") { $0.viewFreeUnitKillShare.map(Format.percent) },
        ]
        let numeric = Set(1...max(styles.count, 1))
        return [
            .heading(level: 2, text: "Summary", anchor: "summary"),
            .table(TextTable(headers: [""] + styles.map(\.name), rows: rows, numericColumns: numeric)),
            .paragraph(
                "Types counts every class, struct, enum and actor; the figure in brackets is how many of them are "
                    + "declared inside another type, such as VIP's Request, Response and ViewModel types, nested in "
                    + "one enum per use case."
                    + (rows.joined().contains("n/a") ? " n/a: not measured in this run." : "")),
            .paragraph(
                "Coverage barely tells the styles apart: every style's tests run nearly all of its code. Where a "
                    + "style differs is in which tests can run it (the row \"testable with no view\")."),
            .table(
                TextTable(
                    headers: ["Coverage"] + styles.map(\.name),
                    rows: [
                        row("Lines: scenarios") { Format.percent($0.coverage.scenarios.lines.percent) },
                        row("Lines: unit") { Format.percent($0.coverage.unit.lines.percent) },
                        row("Lines: all") { Format.percent($0.coverage.all.lines.percent) },
                        row("Regions: all") { Format.percent($0.coverage.all.regions.percent) },
                    ], numericColumns: numeric)),
            .chart(
                svg: StackedBarChart(styles: styles).svg(),
                alternative: "Code lines per layer: "
                    + styles.map { style in
                        style.name + " "
                            + style.layers.map { "\(LayerLabel.name($0.name, in: style)) \($0.code)" }
                            .joined(separator: ", ")
                    }.joined(separator: "; ") + ".",
                caption:
                    "One bar per style, as long as its code; each coloured segment is a layer. Compare a "
                    + "layer's share across bars, not its colour alone: MVC's View is only its cells."),
        ]
    }

    /// "121 (81 nested)", or the plain count when no type is nested.
    static func types(_ counts: DeclarationCounts) -> String {
        counts.nestedTypes > 0 ? "\(counts.types) (\(counts.nestedTypes) nested)" : "\(counts.types)"
    }
}
