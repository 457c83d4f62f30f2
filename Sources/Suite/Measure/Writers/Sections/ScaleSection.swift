import Results

/// "Cost of one action at scale", from Reports/scale.json, which `make scale` writes and
/// `make compare` only reads: timings vary from run to run, so re-running the report never
/// re-measures them, and the section stays the same until `make scale` is run again. Its picture is
/// under Pictures; its tables, the largest size with the spread of its runs and every size, are in
/// the appendix.
struct ScaleSection: ReportSection {
    /// Measured, the section is a picture (`PicturesSection`) and its tables are in the appendix; before
    /// `make scale` has run, it says so where it would be.
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        guard report.scale == nil else { return [] }
        return [
            .heading(level: 2, text: "Cost of one action at scale", anchor: "scale"),
            .paragraph("Not measured yet: `make scale` writes Reports/scale.json, which this section shows."),
        ]
    }

    /// The largest size and the large import with the styles as rows, so the table fits the page: one
    /// column per action, the bare operation first.
    static func byStyle(_ scale: ScaleReport) -> ReportBlock {
        let largest = scale.actions.map(\.items).max() ?? 0
        let measurements = scale.actions.filter { $0.items == largest } + [scale.bulkImport]
        let headers =
            ["Style"] + measurements.map { "\($0.action), \(ScaleFormat.grouped($0.items)) items" }
        let bare = ["bare operation"] + measurements.map { ScaleFormat.duration($0.modelsSeconds) }
        let rows = scale.styleNames.map { style in
            [StyleLabel.labelled(style)]
                + measurements.map { measurement in
                    measurement.styles.first { $0.style == style }.map {
                        ScaleFormat.fixed(measurement.ratio(of: $0), decimals: 1) + "x"
                    } ?? "n/a"
                }
        }
        return .table(TextTable(headers: headers, rows: [bare] + rows, numericColumns: Set(1..<headers.count)))
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let scale = report.scale else { return [] }
        return [
            .heading(level: 2, text: "Cost of one action at scale", anchor: "scale")
        ] + (scale.stale.map { [.paragraph("**Stale:** \($0).")] } ?? []) + [
            .paragraph(
                "The largest size, as a multiple of the bare operation, the styles as rows. SwiftUI styles carry the "
                    + "SwiftUI stand-in's own cost: compare them with each other."),
            Self.byStyle(scale),
            .paragraph(
                "One user action on an app whose store already holds 100, 1,000 or 10,000 items, done through the UI "
                    + "driver in each style, beside the bare operation: the same change made on the shared Models "
                    + "value and saved to the in-memory store, with no screen. It does no work a style does not: "
                    + "the task a swipe marks is found before the clock starts, and the document a change replaces "
                    + "is freed after it stops, as a style's screens, which still show that document, free it later. "
                    + "Each time is the median of \(scale.repetitions) runs of a release build; the figure in brackets "
                    + "is the style's median over the bare operation's. A ratio under 1.0x is not a style doing less "
                    + "than the bare operation: where every style reads under 1.0x, doubt the bare measurement. "
                    + "Measured by `make scale` at commit \(scale.commit) on \(scale.machine); the fastest and slowest "
                    + "run are given at the largest size."),
            .table(
                TextTable(
                    headers: scale.headers, rows: scale.spreadRows, numericColumns: Set(1..<(scale.headers.count)))),
            .table(
                TextTable(
                    headers: scale.headers, rows: scale.rows + [scale.bulkImportRow],
                    numericColumns: Set(1..<(scale.headers.count)))),
        ]
    }
}
