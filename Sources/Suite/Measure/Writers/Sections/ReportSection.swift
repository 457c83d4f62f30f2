import Results

/// One part of the report page: the blocks it adds for a report, in reading order. Markdown and
/// HTML render the same blocks, so a section is written once for both. A section's per-style detail
/// goes to the appendix, so the comparative part stays short enough to read in one class session.
protocol ReportSection: Sendable {
    func blocks(for report: ComparisonReport) -> [ReportBlock]
    /// The detail the section's comparative blocks are drawn from, shown after them in the appendix.
    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock]
}

extension ReportSection {
    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] { [] }
}
