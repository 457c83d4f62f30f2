import Results

/// One section per style: where its code lives, how well each layer is tested, and its files.
struct StyleSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        report.styles.flatMap(blocks)
    }

    private func blocks(_ style: StyleReport) -> [ReportBlock] {
        [
            .heading(level: 2, text: StyleLabel.labelled(style.name), anchor: style.name.lowercased()),
            .paragraph(
                "\(Format.count(style.fileCount, "file")) in \(Format.count(style.layers.count, "layer")); "
                    + "test code: \(style.testCode) lines, \(style.testSupport.code) of them test support "
                    + "(spies, stubs and helpers written for no single layer)."),
            .table(sizeTable(style)),
            .table(LayerTables.coverage(style.layers, total: ("Total", style.coverage))),
            .details(summary: "Files of \(style.name) by layer", blocks: [LayerTables.files(style.layers)]),
        ]
    }

    private func sizeTable(_ style: StyleReport) -> TextTable {
        let layers = style.layers.map { LayerTables.sizeRow($0.name, $0) }
        var support = Array(repeating: "", count: LayerTables.sizeHeaders.count)
        support[0] = "Test support"
        support[2] = "\(style.testSupport.code)"
        let total = LayerTables.sizeRow(
            "Total",
            LayerReport(
                name: "Total", files: style.layers.flatMap(\.files), code: style.code, comment: style.comment,
                blank: style.blank, testCode: style.testCode, testFiles: [], declarations: style.declarations,
                coverage: style.coverage))
        return TextTable(
            headers: LayerTables.sizeHeaders, rows: layers + [support, total],
            numericColumns: Set(1..<LayerTables.sizeHeaders.count))
    }
}

/// The tables a style section and the shared modules' section have in common.
enum LayerTables {
    static let sizeHeaders = [
        "Layer", "Code", "Test code", "Files", "Comment", "Blank", "Types", "Protocols", "Functions",
    ]

    static func sizeRow(_ name: String, _ layer: LayerReport) -> [String] {
        [
            name, "\(layer.code)", "\(layer.testCode)", "\(layer.files.count)", "\(layer.comment)", "\(layer.blank)",
            "\(layer.declarations.types)", "\(layer.declarations.protocols)", "\(layer.declarations.functions)",
        ]
    }

    /// Line coverage per layer by kind of test, and region coverage by all tests, with the number of
    /// executable lines that the percentages are of.
    static func coverage(
        _ layers: [LayerReport], total: (String, CoverageByKind)?, kinds: [TestKind] = [.scenarios, .unit, .all]
    )
        -> TextTable
    {
        let headers = ["Layer", "Executable lines"] + kinds.map { "Lines: \($0.rawValue)" } + ["Regions: all"]
        func row(_ name: String, _ coverage: CoverageByKind) -> [String] {
            [name, "\(coverage.all.lines.total)"] + kinds.map { Format.percent(coverage[$0].lines.percent) }
                + [Format.percent(coverage.all.regions.percent)]
        }
        let rows = layers.map { row($0.module ?? $0.name, $0.coverage) } + (total.map { [row($0.0, $0.1)] } ?? [])
        return TextTable(headers: headers, rows: rows, numericColumns: Set(1..<headers.count))
    }

    /// Every source file and test file of the layers, with its line counts.
    static func files(_ layers: [LayerReport]) -> ReportBlock {
        let rows = layers.flatMap { layer in
            let name = layer.module ?? layer.name
            return layer.files.map { [name, "\($0.code)", "`\($0.path)`", "\($0.comment)", "\($0.blank)"] }
                + layer.testFiles.map {
                    [name + " (test)", "\($0.code)", "`\($0.path)`", "\($0.comment)", "\($0.blank)"]
                }
        }
        return .table(
            TextTable(headers: ["Layer", "Code", "File", "Comment", "Blank"], rows: rows, numericColumns: [1, 3, 4]))
    }
}
