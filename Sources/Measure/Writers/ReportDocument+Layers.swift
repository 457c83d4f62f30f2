extension ReportDocument {
    static let layerHeaders = [
        "Layer", "Files", "Code", "Comment", "Blank", "Types", "Protocols", "Functions", "Test code",
        "Lines: scenarios", "Lines: unit", "Lines: all", "Regions: all",
    ]

    func layerRow(_ name: String, _ layer: LayerReport) -> [String] {
        [
            name, "\(layer.files.count)", "\(layer.code)", "\(layer.comment)", "\(layer.blank)",
            "\(layer.declarations.types)", "\(layer.declarations.protocols)", "\(layer.declarations.functions)",
            "\(layer.testCode)",
            Format.percent(layer.coverage.scenarios.lines.percent),
            Format.percent(layer.coverage.unit.lines.percent),
            Format.percent(layer.coverage.all.lines.percent),
            Format.percent(layer.coverage.all.regions.percent),
        ]
    }

    func styleSection(_ style: StyleReport) -> [ReportBlock] {
        let total = LayerReport(
            name: "Total", files: style.layers.flatMap(\.files), code: style.code, comment: style.comment,
            blank: style.blank,
            testCode: style.layers.map(\.testCode).reduce(0, +), testFiles: [], declarations: style.declarations,
            coverage: style.coverage
        )
        let rows = style.layers.map { layerRow($0.name, $0) } + [layerRow("Total", total)]
        let support = style.testSupport
        return [
            .heading(level: 2, text: style.name, anchor: style.name.lowercased()),
            .table(TextTable(headers: Self.layerHeaders, rows: rows, numericColumns: Set(1..<Self.layerHeaders.count))),
            .paragraph(
                "Test support (spies, stubs and helpers written for no single layer): \(support.code) code lines in "
                    + "\(Format.count(support.files.count, "file")). All test code of \(style.name): \(style.testCode) lines in "
                    + "\(Format.count(style.testFileCount, "file"))."),
            .chart(
                svg: GroupedBarChart(style: style).svg(),
                alternative: "Line coverage per layer of \(style.name): "
                    + style.layers.map { layer in
                        "\(layer.name) scenarios \(Format.percent(layer.coverage.scenarios.lines.percent)), unit "
                            + "\(Format.percent(layer.coverage.unit.lines.percent)), all \(Format.percent(layer.coverage.all.lines.percent))"
                    }.joined(separator: "; ") + "."),
            .details(summary: "Files of \(style.name) by layer", blocks: [fileTable(style.layers)]),
        ]
    }

    func fileTable(_ layers: [LayerReport]) -> ReportBlock {
        let rows = layers.flatMap { layer in
            layer.files.map {
                [layer.module ?? layer.name, "`\($0.path)`", "\($0.code)", "\($0.comment)", "\($0.blank)"]
            }
                + layer.testFiles.map {
                    [
                        (layer.module ?? layer.name) + " (test)", "`\($0.path)`", "\($0.code)", "\($0.comment)",
                        "\($0.blank)",
                    ]
                }
        }
        return .table(
            TextTable(headers: ["Layer", "File", "Code", "Comment", "Blank"], rows: rows, numericColumns: [2, 3, 4]))
    }

    func sharedSection() -> [ReportBlock] {
        let headers = [
            "Module", "Layer", "Files", "Code", "Comment", "Blank", "Types / protocols / functions", "Test code",
            "Lines: scenarios", "Lines: unit", "Lines: other", "Lines: all",
        ]
        let rows = report.shared.map { layer in
            [
                layer.module ?? "", layer.name, "\(layer.files.count)", "\(layer.code)", "\(layer.comment)",
                "\(layer.blank)",
                Format.declarations(layer.declarations), "\(layer.testCode)",
                Format.percent(layer.coverage.scenarios.lines.percent),
                Format.percent(layer.coverage.unit.lines.percent),
                Format.percent(layer.coverage.other.lines.percent), Format.percent(layer.coverage.all.lines.percent),
            ]
        }
        return [
            .heading(level: 2, text: "Shared modules", anchor: "shared"),
            .paragraph(
                "Used by every style and counted once. \"Test code\" is the module's own test target; "
                    + "\"unit\" is what the styles' unit tests reach of it, \"other\" includes its own tests."),
            .table(TextTable(headers: headers, rows: rows, numericColumns: Set(2..<headers.count).subtracting([6]))),
            .details(summary: "Files of the shared modules", blocks: [fileTable(report.shared)]),
        ]
    }
}
