import Catalogue
import Results

/// "What the architecture buys": the figures that tell the patterns apart where sizes and coverage
/// do not, one compact table each; the per-layer tables they sum go to the appendix. The run-time
/// parts follow in files of their own.
struct ArchitectureSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let architecture = report.architecture else { return [] }
        return [
            .heading(level: 2, text: "What the architecture buys", anchor: "architecture"),
            .paragraph(
                "A file is UI-bound when it imports the UI toolkit or names one of its types. Lines \"testable with no "
                    + "view\" are run by unit tests that create no view, window or alert; the appendix counts those tests."
            ),
        ] + buysBlocks(architecture, report: report)
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let architecture = report.architecture else { return [] }
        return [
            .heading(level: 2, text: "What the architecture buys, per layer", anchor: "architecture-layers"),
            .paragraph("The per-layer figures the tables of \"What the architecture buys\" add up."),
            buysChart(architecture, report: report),
        ] + uiBoundBlocks(architecture) + viewNeedBlocks(architecture, report: report)
            + dependencySummaryBlocks(architecture) + architecture.styles.flatMap(dependencyBlocks)
            + tapPathBlocks(architecture, tap: PicturesSection.tapSequence(report)) + tapPathListBlocks(architecture)
    }

    /// One row per style: its UI-free code and what its unit tests can run with no view.
    private func buysBlocks(_ architecture: ArchitectureReport, report: ComparisonReport) -> [ReportBlock] {
        let figures = report.findings ?? StyleFigures.all(in: report)
        let rows = architecture.styles.map { style in
            let bound = style.layers.map(\.uiBound).reduce(CodeShare(), +)
            let free = style.layers.map(\.uiFree).reduce(CodeShare(), +)
            let share = figures.first { $0.style == style.name }
            return [
                style.name, "\(bound.code)", "\(free.code)", Format.percent(Self.share(free.code, of: bound.code)),
                Format.percent(share?.viewFreeShare),
            ]
        }
        return [
            .table(
                TextTable(
                    headers: [
                        "Style", "UI-bound code", "UI-free code", "UI-free share",
                        "Executable lines testable with no view",
                    ], rows: rows, numericColumns: Set(1...4)))
        ]
    }

    /// The table's two shares as bars, in the appendix: the table says the same in less room.
    private func buysChart(_ architecture: ArchitectureReport, report: ComparisonReport) -> ReportBlock {
        let figures = report.findings ?? StyleFigures.all(in: report)
        let chart = GroupedBarChart(
            id: "style-buys", title: "What each style buys",
            series: [
                .init(label: "executable lines testable with no view", fill: ChartPalette.kind(.unit).fill),
                .init(label: "code in UI-free files", fill: ChartPalette.kind(.all).fill),
            ],
            groups: architecture.styles.map { style in
                let share = figures.first { $0.style == style.name }
                return .init(name: style.name, values: [share?.viewFreeShare, share?.uiFreeShare])
            }, scaleMaximum: 100, format: { Format.oneDecimal($0) + "%" })
        return .chart(
            svg: chart.svg(),
            alternative: "the table of \"What the architecture buys\" gives the same two shares.",
            caption:
                "Two bars per style, on a scale of 0 to 100%: the share of its executable lines that unit tests "
                + "creating no view run, and the share of its code in files free of the UI toolkit. Longer "
                + "bars: more of the style can be built and tested without a screen.")
    }

    private func uiBoundBlocks(_ architecture: ArchitectureReport) -> [ReportBlock] {
        let headers = [
            "Style", "Layer", "UI-bound files", "UI-bound code", "UI-free files", "UI-free code", "UI-free share",
        ]
        let rows = architecture.styles.flatMap { style in
            let total = LayerArchitectureReport(
                name: "Total", uiBound: style.layers.map(\.uiBound).reduce(CodeShare(), +),
                uiFree: style.layers.map(\.uiFree).reduce(CodeShare(), +))
            return (style.layers + [total]).map { layer in
                [
                    style.name, LayerLabel.name(layer.name, in: style), "\(layer.uiBound.files)",
                    "\(layer.uiBound.code)", "\(layer.uiFree.files)", "\(layer.uiFree.code)",
                    Format.percent(Self.share(layer.uiFree.code, of: layer.uiBound.code)),
                ]
            }
        }
        return [
            .heading(level: 3, text: "UI-bound and UI-free code", anchor: "ui-bound"),
            .table(TextTable(headers: headers, rows: rows, numericColumns: Set(2..<headers.count))),
        ]
    }

    /// One row per style: its layers, which of them refers to which, and whether any reference breaks a rule.
    private func dependencySummaryBlocks(_ architecture: ArchitectureReport) -> [ReportBlock] {
        let rows = architecture.styles.map { style in
            let references = style.layers.map(\.name).compactMap { layer -> String? in
                let targets = style.dependencies.filter { $0.from == layer && $0.module == style.name }.map(\.to)
                return targets.isEmpty
                    ? nil : LayerLabel.name(layer, in: style) + " → " + targets.joined(separator: ", ")
            }
            let toolkit = style.layers.map(\.name).filter { layer in
                style.dependencies.contains { $0.from == layer && $0.to == LayerName.platform.rawValue }
            }
            return [
                style.name, references.joined(separator: "; "),
                toolkit.map { LayerLabel.name($0, in: style) }.joined(separator: ", "),
                style.violations.isEmpty ? "none" : "\(style.violations.count)",
            ]
        }
        return [
            .heading(level: 3, text: "Layer dependencies", anchor: "dependencies"),
            .paragraph(
                "Which layer of a style refers to which (Models, which every layer may use, left out), and which "
                    + "layers use the UI toolkit. Each layer has a rule saying what it may refer to; `ArchitectureTests` "
                    + "checks them on every `make test`. Each style's diagram, rules and the names behind each arrow "
                    + "follow."),
            .table(
                TextTable(
                    headers: [
                        "Style", "Layer refers to layer", "Layers using the UI toolkit", "References breaking a rule",
                    ],
                    rows: rows, numericColumns: [3])),
        ]
    }

    private func dependencyBlocks(_ style: StyleArchitectureReport) -> [ReportBlock] {
        // A column nothing refers to (usually Composition) says nothing.
        let own = style.layers.map { DependencyTarget(layer: $0.name, module: nil) }
        let targets = (own + DependencyTarget.shared(of: style)).filter { target in
            style.dependencies.contains { DependencyTarget($0, in: style) == target }
        }
        let rows = style.layers.map { layer in
            [LayerLabel.name(layer.name, in: style)]
                + targets.map { target in
                    guard target != DependencyTarget(layer: layer.name, module: nil) else { return "·" }
                    guard
                        let edge = style.dependencies.first(where: {
                            $0.from == layer.name && DependencyTarget($0, in: style) == target
                        })
                    else { return "" }
                    return edge.allowed ? "\(edge.files)" : "\(edge.files) breaks the rule"
                }
        }
        let headers = ["Files of ↓ refer to →"] + targets.map { $0.label(in: style) }
        let violations: ReportBlock =
            style.violations.isEmpty
            ? .paragraph("No reference breaks these rules (checked by `ArchitectureTests` on every `make test`).")
            : .list(style.violations.map { "`\($0)`" })
        return [
            .heading(
                level: 3, text: "Layer dependencies: \(style.name)", anchor: "dependencies-" + style.name.lowercased()),
            .chart(
                svg: DependencyDiagram(style: style).svg(), alternative: dependencyAlternative(style),
                caption:
                    "Each box is a layer; an arrow goes from a layer to one it refers to, labelled with the number "
                    + "of its files that do."),
            .table(TextTable(headers: headers, rows: rows, numericColumns: Set(1..<headers.count))),
            .paragraph("The rules of \(style.name), one per layer:"),
            .list(style.rules.map { $0.rule }),
            violations,
            .details(
                summary: "What each layer of \(style.name) names in the others",
                blocks: [
                    .table(
                        TextTable(
                            headers: ["From", "To", "Files", "Names"],
                            rows: style.dependencies.map { edge in
                                [
                                    edge.from, DependencyTarget(edge, in: style).label(in: style), "\(edge.files)",
                                    edge.names.joined(separator: ", "),
                                ]
                            }, numericColumns: [2]))
                ]),
        ]
    }

    private func dependencyAlternative(_ style: StyleArchitectureReport) -> String {
        "Which layer of \(style.name) refers to which (number of files): "
            + style.dependencies.map { edge in
                "\(LayerLabel.name(edge.from, in: style)) → \(DependencyTarget(edge, in: style).label(in: style)) \(edge.files)"
                    + (edge.allowed ? "" : " (breaks the rule)")
            }.joined(separator: "; ") + "."
    }

    static func share(_ part: Int, of other: Int) -> Double? {
        part + other == 0 ? nil : Double(part) * 100 / Double(part + other)
    }
}
