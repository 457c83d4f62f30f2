import Catalogue
import Results

/// The styles at a glance, as figures: six measures that do not move together, each style's value
/// and its ratio to the baseline of its UI framework (MVC for UIKit, MV for SwiftUI), so that a
/// SwiftUI style is never charged with the framework's difference.
package enum GlanceTable {
    /// The style each framework's styles are set against.
    static let baselines: [UIFramework: String] = [.uiKit: "MVC", .swiftUI: "MV"]

    /// One measure: its name, how a value is written, and the value per style.
    struct Measure: Sendable {
        let name: String
        let format: @Sendable (Double) -> String
        let value: @Sendable (StyleReport, StyleFigures?, ClaimFacts) -> Double?
    }

    static let measures: [Measure] = [
        Measure(name: "Code lines", format: { "\(Int($0))" }, value: { style, _, _ in Double(style.code) }),
        Measure(
            name: "Test code per code line", format: Format.twoDecimals,
            value: { style, _, _ in style.code > 0 ? Double(style.testCode) / Double(style.code) : nil }),
        Measure(
            name: "Lines testable with no view", format: { Format.percent($0) },
            value: { _, figures, _ in figures?.viewFreeShare }),
        Measure(
            name: "Code lines touched per change", format: Format.oneDecimal,
            value: { style, _, facts in facts.codeTouchedPerChange(style.name) }),
        Measure(
            name: "Methods and closures per tap", format: Format.oneDecimal,
            value: { style, _, facts in facts.tapSteps(style.name)?.methods }),
        Measure(
            name: "Faults its unit tests catch", format: { Format.percent($0) },
            value: { _, figures, _ in figures?.unitKillShare }),
    ]

    /// One row per style of `report`, in its order; a style whose framework has no measured baseline
    /// is its own.
    package static func rows(in report: ComparisonReport) -> [GlanceRow] {
        let facts = ClaimFacts(report: report)
        let figures = report.findings ?? StyleFigures.all(in: report)
        func values(_ style: StyleReport) -> [Double?] {
            let own = figures.first { $0.style == style.name }
            return measures.map { $0.value(style, own, facts) }
        }
        return report.styles.map { style in
            let framework = StyleCatalogue.style(named: style.name)?.framework
            let baseline = framework.flatMap { baselines[$0] }.flatMap(facts.style) ?? style
            let mine = values(style)
            let theirs = values(baseline)
            return GlanceRow(
                style: style.name, framework: framework?.rawValue ?? StyleLabel.framework(of: style.name),
                baseline: baseline.name,
                measures: measures.indices.map { index in
                    let ratio: Double? =
                        baseline.name == style.name
                        ? nil
                        : mine[index].flatMap { value in theirs[index].flatMap { $0 > 0 ? value / $0 : nil } }
                    return GlanceMeasure(name: measures[index].name, value: mine[index], ratio: ratio)
                })
        }
    }
}
