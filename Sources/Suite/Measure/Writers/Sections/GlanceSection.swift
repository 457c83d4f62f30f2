import Catalogue
import Results

/// The styles at a glance (`GlanceTable`), then the patterns written for both frameworks, side by side,
/// with the layers where their code differs.
struct GlanceSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let rows = report.glance ?? GlanceTable.rows(in: report)
        let table = rows.map { row in
            [StyleLabel.labelled(row.style)]
                + zip(row.measures, GlanceTable.measures).map { measure, definition in
                    if row.style == row.baseline { return measure.value.map(definition.format) ?? "n/a" }
                    return measure.ratio.map { Format.twoDecimals($0) + "x" } ?? "n/a"
                }
        }
        return [
            .heading(level: 2, text: "The styles at a glance", anchor: "glance"),
            .paragraph(
                "MVC and MV, the baselines of UIKit and SwiftUI, as measured; every other style as a ratio to its "
                    + "framework's baseline (below 1x: less of the measure), shaded by its distance from 1x."),
            .table(
                TextTable(
                    headers: ["Style"] + GlanceTable.measures.map(\.name), rows: table,
                    numericColumns: Set(1...GlanceTable.measures.count), layout: .shaded)),
        ] + pairBlocks(report)
    }

    /// The observable values MVVM's UIKit view models publish through, written for this app.
    static let bindingKit = ["Property", "Signal"]

    /// The layer of a SwiftUI style that plays the part a UIKit layer of another name plays in its
    /// counterpart (a reducer store's features, TEA's update functions), by SwiftUI style.
    static let renamedLayers = ["TCA": ["Update": "Feature"]]

    /// The patterns written once for each framework, from the catalogue's counterparts: the UIKit
    /// style, the SwiftUI one, and the layers renamed between them.
    static var pairs: [(uiKit: String, swiftUI: String, renamed: [String: String])] {
        let counterparts = FindingsSection.catalogueCounterparts
        return StyleCatalogue.styles.compactMap { style in
            guard let swiftUI = counterparts.first(where: { $0.value == style.name })?.key else { return nil }
            return (style.name, swiftUI, renamedLayers[swiftUI] ?? [:])
        }
    }

    private func pairBlocks(_ report: ComparisonReport) -> [ReportBlock] {
        let facts = ClaimFacts(report: report)
        let sentences = Self.pairs.compactMap { uiKit, swiftUI, renamed -> String? in
            guard let left = facts.style(uiKit), let right = facts.style(swiftUI), left.code > 0 else { return nil }
            let leftNames = left.layers.map(\.name)
            let onlyRight = right.layers.map(\.name).filter { !leftNames.contains($0) && !renamed.values.contains($0) }
            let changes = (leftNames + onlyRight).map { name -> String? in
                let counterpart = renamed[name] ?? name
                let before = left.layers.first { $0.name == name }?.code ?? 0
                let after = right.layers.first { $0.name == counterpart }?.code ?? 0
                guard after != before else { return nil }
                let label = counterpart == name ? name : "\(name) (\(counterpart) in \(swiftUI))"
                return "\(label) \(after > before ? "+" : "−")\(abs(after - before))"
            }.compactMap { $0 }
            return
                "**\(swiftUI)** has \(Format.twoDecimals(Double(right.code) / Double(left.code)))x the code lines of "
                + "**\(uiKit)** (\(right.code) against \(left.code)): " + changes.joined(separator: ", ") + "."
        }
        guard !sentences.isEmpty else { return [] }
        let kit = Self.bindingKit.compactMap { facts.type("MVVM", named: $0) }
        let binding =
            kit.isEmpty
            ? ""
            : " UIKit's MVVM carries a binding kit of its own (" + kit.map(\.name).joined(separator: ", ") + ": "
                + "\(kit.map(\.code).reduce(0, +)) code lines), which Observation replaces in SwiftUI."
        return [
            .paragraph(
                "One pattern in both frameworks (SwiftUI's code lines minus UIKit's, by layer): "
                    + sentences.joined(separator: " ") + binding)
        ]
    }
}
