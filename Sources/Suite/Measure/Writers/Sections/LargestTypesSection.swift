import Results

/// The largest types of each style, all files of a type counted together: a class asks how big one
/// class grows, not only a layer. The Summary shows each style's largest; the list is in the appendix.
struct LargestTypesSection: ReportSection {
    /// How many types per style the table shows; comparison.json lists them all.
    static let typesPerStyle = 5

    func blocks(for report: ComparisonReport) -> [ReportBlock] { [] }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        let rows = report.styles.flatMap { style in
            style.types.prefix(Self.typesPerStyle).map { type in
                [
                    style.name, type.name, "\(type.code)", LayerLabel.name(type.layer, in: style),
                    "\(type.files.count)",
                ]
            }
        }
        return [
            .heading(level: 2, text: "Largest types", anchor: "largest-types"),
            .paragraph(
                "The \(Self.typesPerStyle) largest types of each style by code lines, a type's extension files "
                    + "(`Type+Concern.swift`) counted with it."),
            .table(
                TextTable(headers: ["Style", "Type", "Code", "Layer", "Files"], rows: rows, numericColumns: [2, 4])),
        ]
    }
}
