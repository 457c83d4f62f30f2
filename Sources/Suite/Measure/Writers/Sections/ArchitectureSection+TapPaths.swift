import Results

/// "The path of one tap": which of a style's functions one user action runs, from a real run.
extension ArchitectureSection {
    /// `tap` is the guides' step-by-step trace that the Pictures draw, written out here.
    func tapPathBlocks(_ architecture: ArchitectureReport, tap: TapSequenceChart?) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 3, text: "The path of one tap", anchor: "tap-paths")
        guard architecture.runtime?.notMeasured == nil, architecture.runtime != nil else {
            return [heading, .paragraph("Not measured in this run.")]
        }
        let styles = architecture.styles
        let actions = Self.ordered(styles.flatMap { $0.keyActions ?? [] })
        let rows = actions.map { action in
            [action.title ?? action.id]
                + styles.map { style in
                    (style.keyActions?.first { $0.id == action.id }).map(Self.counts) ?? ""
                }
        }
        let chart = GroupedBarChart(
            id: "tap-path", title: "The path of one tap (mean over the key actions)",
            series: [
                .init(label: "functions that ran", fill: ChartPalette.kind(.scenarios).fill),
                .init(label: "files they are in", fill: ChartPalette.kind(.unit).fill),
            ],
            groups: styles.map { style in
                let paths = style.keyActions ?? []
                return .init(
                    name: style.name,
                    values: [Self.mean(paths.map(\.functions)), Self.mean(paths.map(\.files))])
            }, format: Format.oneDecimal)
        return [
            heading,
            .paragraph(
                "Each key action is done through the UI in every style, from its first touch to its result on screen "
                    + "(launch and the screens before it are not counted), while the profile counters are read. "
                    + "A cell gives the style's functions / types / files / layers that ran; a closure counts with "
                    + "the function it is written in. The functions themselves are listed in the appendix."),
            .table(
                TextTable(
                    headers: ["Action (functions / types / files / layers)"] + styles.map(\.name), rows: rows,
                    numericColumns: Set(1...max(styles.count, 1)))),
            .chart(
                svg: chart.svg(),
                alternative: "Functions / files one tap runs through, mean over the key actions: "
                    + styles.map { style in
                        let paths = style.keyActions ?? []
                        return "\(style.name) "
                            + [Self.mean(paths.map(\.functions)), Self.mean(paths.map(\.files))].map {
                                $0.map(Format.oneDecimal) ?? "n/a"
                            }.joined(separator: " / ")
                    }.joined(separator: ", ") + ".",
                caption:
                    "Two bars per style: how many of its functions, and how many of its files, one tap runs "
                    + "through on average. Longer bars: more places a reader follows to see what a tap does."),
        ] + (tap.map(Self.orderBlocks) ?? [])
    }

    /// The layers one tap goes through in the order its guide traces it, numbered with the steps.
    private static func orderBlocks(_ tap: TapSequenceChart) -> [ReportBlock] {
        [
            .paragraph(
                "\(tap.title), as each style's guide traces it in the order the code runs: the layer of each run of "
                    + "steps, numbered with its steps. Every function a trace names ran when the tap was measured, "
                    + "and the layers it names are the layers that ran (Composition apart)."),
            .table(
                TextTable(
                    headers: ["Style", "Layers in the order the code runs"],
                    rows: tap.rows.map { row in
                        [row.style, TapSequenceChart.hops(row.layers).map(\.label).joined(separator: " → ")]
                    })),
        ]
    }

    /// The functions each key action ran, by style and layer, and every scenario's path, for the appendix.
    func tapPathListBlocks(_ architecture: ArchitectureReport) -> [ReportBlock] {
        guard architecture.runtime?.notMeasured == nil, architecture.runtime != nil else { return [] }
        let styles = architecture.styles
        var blocks: [ReportBlock] = [
            .heading(level: 3, text: "The path of one tap: the functions that ran", anchor: "tap-functions"),
            .paragraph("What each key action ran, by style and layer, from the run."),
        ]
        for action in Self.ordered(styles.flatMap { $0.keyActions ?? [] }) {
            let listing = styles.flatMap { style in
                (style.keyActions?.first { $0.id == action.id }?.byLayer ?? []).map { layer in
                    [
                        style.name, LayerLabel.name(layer.layer, in: style),
                        layer.functions.map(Self.code).joined(separator: ", "),
                    ]
                }
            }
            blocks.append(
                .details(
                    summary: "\(action.title ?? action.id): the functions that ran, by layer",
                    blocks: [.table(TextTable(headers: ["Style", "Layer", "Functions"], rows: listing))]))
        }
        return blocks + scenarioPathBlocks(styles)
    }

    private static func mean(_ values: [Int]) -> Double? {
        values.isEmpty ? nil : Double(values.reduce(0, +)) / Double(values.count)
    }

    private func scenarioPathBlocks(_ styles: [StyleArchitectureReport]) -> [ReportBlock] {
        let ids = Self.ordered(styles.flatMap { $0.scenarioPaths ?? [] }).map(\.id)
        guard !ids.isEmpty else { return [] }
        let rows = ids.map { id in
            [id] + styles.map { style in (style.scenarioPaths?.first { $0.id == id }).map(Self.counts) ?? "" }
        }
        return [
            .details(
                summary: "Every scenario: the style's functions / types / files / layers its steps ran",
                blocks: [
                    .table(
                        TextTable(
                            headers: ["Scenario"] + styles.map(\.name), rows: rows,
                            numericColumns: Set(1...max(styles.count, 1))))
                ])
        ]
    }

    /// The paths of all styles, each id once, in the order they first appear.
    private static func ordered(_ paths: [PathReport]) -> [PathReport] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0.id).inserted }
    }

    /// A function as code, with the note that only a closure written in it ran kept outside.
    private static func code(_ function: String) -> String {
        let note = " (closure)"
        guard function.hasSuffix(note) else { return "`\(function)`" }
        return "`\(function.dropLast(note.count))`" + note
    }

    private static func counts(_ path: PathReport) -> String {
        "\(path.functions) / \(path.types) / \(path.files) / \(path.layers)"
    }
}
