import Results

/// "Cost of one action at scale", from Reports/scale.json, which `make scale` writes and
/// `make compare` only reads: timings vary from run to run, so re-running the report never
/// re-measures them, and the section stays the same until `make scale` is run again. The largest
/// size is shown with the spread of its runs; every size is in the appendix.
struct ScaleSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 2, text: "Cost of one action at scale", anchor: "scale")
        guard let scale = report.scale else {
            return [
                heading,
                .paragraph("Not measured yet: `make scale` writes Reports/scale.json, which this section shows."),
            ]
        }
        let staleness: [ReportBlock] = scale.stale.map { [.paragraph("**Stale:** \($0).")] } ?? []
        return [heading] + staleness + [
            .paragraph(
                "One user action on an app whose store already holds 100, 1,000 or 10,000 items, done through the UI "
                    + "driver in each style, beside the bare operation: the same change made on the shared Models "
                    + "value and saved to the in-memory store, with no screen. It does no work a style does not: "
                    + "the task a swipe marks is found before the clock starts, and the document a change replaces "
                    + "is freed after it stops, as a style's screens, which still show that document, free it later. "
                    + "Each time is the median of \(scale.repetitions) runs of a release build, with the fastest and "
                    + "slowest run; the figure in brackets is the style's median over the bare operation's. A ratio "
                    + "under 1.0x is not a style doing less than the bare operation: compare the spreads, and where "
                    + "every style reads under 1.0x, doubt the bare measurement. Measured by `make scale` at commit "
                    + "\(scale.commit) on \(scale.machine)."),
            .table(
                TextTable(
                    headers: scale.headers, rows: scale.spreadRows, numericColumns: Set(1..<(scale.headers.count)))),
            .paragraph(
                "At the largest size the costliest style takes \(ScaleFormat.fixed(scale.worstRatioAtLargestSize, decimals: 1))x "
                    + "the bare operation (target: at most 3x); the slowest import of "
                    + "\(ScaleFormat.grouped(scale.bulkImport.items)) employees takes "
                    + "\(ScaleFormat.duration(scale.slowestBulkImportSeconds)) (target: under 2 s). Every size is in "
                    + "the appendix."),
        ]
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let scale = report.scale else { return [] }
        return [
            .heading(level: 2, text: "Cost of one action at every size", anchor: "scale-sizes"),
            .paragraph(
                "The medians of every size `make scale` measured, with each style's ratio to the bare operation."),
            .table(
                TextTable(
                    headers: scale.headers, rows: scale.rows + [scale.bulkImportRow],
                    numericColumns: Set(1..<(scale.headers.count)))),
        ]
    }
}
