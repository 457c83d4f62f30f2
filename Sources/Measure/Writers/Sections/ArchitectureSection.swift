/// "What the architecture buys": the figures that tell the patterns apart where sizes and coverage
/// do not. The run-time parts follow in files of their own.
struct ArchitectureSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let architecture = report.architecture else { return [] }
        return [
            .heading(level: 2, text: "What the architecture buys", anchor: "architecture"),
            .paragraph(
                "Measured the same way for every style, from its sources and its test runs, so a new style gets "
                    + "these figures with no extra work. Each one is defined in Reports/README.md."),
        ] + uiBoundBlocks(architecture) + viewNeedBlocks(architecture, report: report)
            + architecture.styles.flatMap(dependencyBlocks)
            + tapPathBlocks(architecture)
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
                    style.name, layer.name, "\(layer.uiBound.files)", "\(layer.uiBound.code)", "\(layer.uiFree.files)",
                    "\(layer.uiFree.code)", Format.percent(Self.share(layer.uiFree.code, of: layer.uiBound.code)),
                ]
            }
        }
        return [
            .heading(level: 3, text: "UI-bound and UI-free code", anchor: "ui-bound"),
            .paragraph(
                "A file is UI-bound when it imports the UI toolkit (HeadlessUI, standing in for UIKit) or names one "
                    + "of its types; it cannot be compiled, or tested, without it. This is the one axis on which "
                    + "styles whose \"View\" layers mean different things can be compared."),
            .table(TextTable(headers: headers, rows: rows, numericColumns: Set(2..<headers.count))),
        ]
    }

    private func dependencyBlocks(_ style: StyleArchitectureReport) -> [ReportBlock] {
        // A column nothing refers to (usually Composition) says nothing.
        let targets = (style.layers.map(\.name) + sharedTargets(of: style)).filter { target in
            style.dependencies.contains { $0.to == target }
        }
        let rows = style.layers.map { layer in
            [layer.name]
                + targets.map { target in
                    guard target != layer.name else { return "·" }
                    guard let edge = style.dependencies.first(where: { $0.from == layer.name && $0.to == target })
                    else { return "" }
                    return edge.allowed ? "\(edge.files)" : "\(edge.files) breaks the rule"
                }
        }
        let headers = ["Files of ↓ refer to →"] + targets.map { target in sharedName(target, in: style) ?? target }
        let violations: ReportBlock =
            style.violations.isEmpty
            ? .paragraph("No reference breaks these rules (checked by `ArchitectureTests` on every `make test`).")
            : .list(style.violations.map { "`\($0)`" })
        return [
            .heading(
                level: 3, text: "Layer dependencies: \(style.name)", anchor: "dependencies-" + style.name.lowercased()),
            .chart(svg: DependencyDiagram(style: style).svg(), alternative: dependencyAlternative(style)),
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
                                    edge.from, sharedName(edge.to, in: style) ?? edge.to, "\(edge.files)",
                                    edge.names.joined(separator: ", "),
                                ]
                            }, numericColumns: [2]))
                ]),
        ]
    }

    /// Shared layers a style refers to (Model, Platform), in the order they first appear.
    private func sharedTargets(of style: StyleArchitectureReport) -> [String] {
        var seen: [String] = []
        for edge in style.dependencies where edge.module != style.name && !seen.contains(edge.to) {
            seen.append(edge.to)
        }
        return seen.sorted { (LayerName(rawValue: $0) ?? .platform) < (LayerName(rawValue: $1) ?? .platform) }
    }

    /// The module a shared layer stands for (Models, HeadlessUI), or nil for a layer of the style.
    private func sharedName(_ layer: String, in style: StyleArchitectureReport) -> String? {
        style.dependencies.first { $0.to == layer && $0.module != style.name }?.module
    }

    private func dependencyAlternative(_ style: StyleArchitectureReport) -> String {
        "Which layer of \(style.name) refers to which (number of files): "
            + style.dependencies.map { edge in
                "\(edge.from) → \(sharedName(edge.to, in: style) ?? edge.to) \(edge.files)"
                    + (edge.allowed ? "" : " (breaks the rule)")
            }.joined(separator: "; ") + "."
    }

    static func share(_ part: Int, of other: Int) -> Double? {
        part + other == 0 ? nil : Double(part) * 100 / Double(part + other)
    }
}
