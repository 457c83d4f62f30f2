/// One part of the report page: the blocks it adds for a report, in reading order. Markdown and
/// HTML render the same blocks, so a section is written once for both.
protocol ReportSection: Sendable {
    func blocks(for report: ComparisonReport) -> [ReportBlock]
}
