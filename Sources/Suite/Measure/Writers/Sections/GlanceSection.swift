import Catalogue
import Results

/// The styles at a glance: six measures that do not move together, each as a ratio to the baseline
/// of the style's UI framework (MVC for UIKit, MV for SwiftUI), so a SwiftUI style is never charged
/// with the framework's difference; then the patterns written for both frameworks, side by side, with
/// the layers where their code differs.
struct GlanceSection: ReportSection {
    /// The style each framework's styles are set against.
    static let baselines: [UIFramework: String] = [.uiKit: "MVC", .swiftUI: "MV"]

    /// One measure: its column, how its baseline's value is written, and the value per style.
    struct Measure: Sendable {
        let header: String
        let format: @Sendable (Double) -> String
        let value: @Sendable (StyleReport, StyleFigures?, ClaimFacts) -> Double?
    }

    static let measures: [Measure] = [
        Measure(header: "Code lines", format: { "\(Int($0))" }, value: { style, _, _ in Double(style.code) }),
        Measure(
            header: "Test code per code line", format: Format.twoDecimals,
            value: { style, _, _ in style.code > 0 ? Double(style.testCode) / Double(style.code) : nil }),
        Measure(
            header: "Lines testable with no view", format: { Format.percent($0) },
            value: { _, figures, _ in figures?.viewFreeShare }),
        Measure(
            header: "Code lines touched per change", format: Format.oneDecimal,
            value: { style, _, facts in facts.codeTouchedPerChange(style.name) }),
        Measure(
            header: "Methods and closures per tap", format: Format.oneDecimal,
            value: { style, _, facts in facts.tapSteps(style.name)?.methods }),
        Measure(
            header: "Faults its unit tests catch", format: { Format.percent($0) },
            value: { _, figures, _ in figures?.unitKillShare }),
    ]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let facts = ClaimFacts(report: report)
        let figures = report.findings ?? StyleFigures.all(in: report)
        func values(_ style: StyleReport) -> [Double?] {
            let own = figures.first { $0.style == style.name }
            return Self.measures.map { $0.value(style, own, facts) }
        }
        let rows = report.styles.map { style -> [String] in
            let framework = StyleCatalogue.style(named: style.name)?.framework
            let baseline = framework.flatMap { Self.baselines[$0] }.flatMap(facts.style)
            let mine = values(style)
            let cells: [String]
            if let baseline, baseline.name != style.name {
                cells = zip(mine, values(baseline)).map { value, base in
                    guard let value, let base, base > 0 else { return "n/a" }
                    return Format.twoDecimals(value / base) + "x"
                }
            } else {
                cells = zip(mine, Self.measures).map { value, measure in value.map(measure.format) ?? "n/a" }
            }
            return [StyleLabel.labelled(style.name)] + cells
        }
        return [
            .heading(level: 2, text: "The styles at a glance", anchor: "glance"),
            .paragraph(
                "MVC and MV, the baselines of UIKit and SwiftUI, are given as measured; every other style as a ratio "
                    + "to its framework's baseline. Below 1x a style has less of the measure than its baseline."),
            .table(
                TextTable(
                    headers: ["Style"] + Self.measures.map(\.header), rows: rows,
                    numericColumns: Set(1...Self.measures.count))),
        ] + pairBlocks(report)
    }

    /// The observable values MVVM's UIKit view models publish through, written for this app.
    static let bindingKit = ["Property", "Signal"]

    /// The patterns written once for each framework, and the layer of the SwiftUI style that plays the
    /// part a UIKit layer of another name plays (a reducer store's features, TEA's update functions).
    static let pairs = [("MVVM", "MVVMSwiftUI", [String: String]()), ("TEA", "TCA", ["Update": "Feature"])]

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
                "The same pattern in both frameworks, layer by layer (SwiftUI's code lines minus UIKit's): "
                    + sentences.joined(separator: " ") + binding)
        ]
    }
}
