import Results

/// Models and HeadlessUI, reported once and apart from the styles.
struct SharedModulesSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let headers = ["Module"] + LayerTables.sizeHeaders
        let rows = report.shared.map { [$0.module ?? ""] + LayerTables.sizeRow($0.name, $0) }
        return [
            .heading(level: 2, text: "Shared modules", anchor: "shared"),
            .paragraph(
                "Used by every style and counted once. A module's test code is its own test target; "
                    + "\"unit\" is what the styles' unit tests reach of it, \"other\" what the shared modules' own tests reach of it."
            ),
            .table(TextTable(headers: headers, rows: rows, numericColumns: Set(2..<headers.count))),
            .table(LayerTables.coverage(report.shared, total: nil, kinds: [.scenarios, .unit, .other, .all])),
            .details(summary: "Files of the shared modules", blocks: [LayerTables.files(report.shared)]),
        ]
    }
}
