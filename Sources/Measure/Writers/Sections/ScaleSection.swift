/// "Cost of one action at scale", from Reports/scale.json, which `make scale` writes and
/// `make compare` only reads: timings vary from run to run, so re-running the report never
/// re-measures them, and the section stays the same until `make scale` is run again.
struct ScaleSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 2, text: "Cost of one action at scale", anchor: "scale")
        guard let scale = report.scale else {
            return [
                heading,
                .paragraph("Not measured yet: `make scale` writes Reports/scale.json, which this section shows."),
            ]
        }
        let styleColumns = Set(1..<(scale.headers.count))
        return [
            heading,
            .paragraph(
                "One user action on an app whose store already holds 100, 1,000 or 10,000 items, done through the UI "
                    + "driver in each style, beside the bare Models operation: the same change on the Models value, "
                    + "saved to the in-memory store. Each time is the median of \(scale.repetitions) runs of a release "
                    + "build; the figure in brackets is the style's time over the bare operation's. Measured by "
                    + "`make scale` at commit \(scale.commit) on \(scale.machine)."),
            .table(
                TextTable(
                    headers: scale.headers, rows: scale.rows + [scale.bulkImportRow], numericColumns: styleColumns)),
            .paragraph(
                "At the largest size the costliest style takes \(ScaleFormat.fixed(scale.worstRatioAtLargestSize, decimals: 1))x "
                    + "the bare operation (target: at most 3x); the slowest import of "
                    + "\(ScaleFormat.grouped(scale.bulkImport.items)) employees takes "
                    + "\(ScaleFormat.duration(scale.slowestBulkImportSeconds)) (target: under 2 s)."),
        ]
    }
}
