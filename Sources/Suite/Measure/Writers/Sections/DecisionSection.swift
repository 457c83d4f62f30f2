import Catalogue
import Results

/// When to pick which: a short guide written from the figures (each statement carries its own), for
/// the questions a team asks first: how large the app is, which UI framework, how much of it must be
/// tested without a screen, how often navigation changes, and how long its lists grow.
struct DecisionSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let statements = Self.statements(for: report)
        guard !statements.isEmpty else { return [] }
        return [
            .heading(level: 2, text: "When to pick which", anchor: "pick"),
            .list(statements),
        ]
    }

    /// The guide's statements, each with its figures; one whose figures were not measured is left out.
    static func statements(for report: ComparisonReport) -> [String] {
        let facts = ClaimFacts(report: report)
        let figures = report.findings ?? StyleFigures.all(in: report)
        return [
            small(facts), testable(figures, facts), frameworks(facts),
            navigation(report), longLists(report),
        ].compactMap { $0 }
    }

    /// The baselines: the least code and the cheapest changes, the least testable without a screen.
    private static func small(_ facts: ClaimFacts) -> String? {
        let baselines = GlanceTable.baselines.sorted { $0.key.rawValue > $1.key.rawValue }.compactMap { _, name in
            facts.style(name).map { (name: name, style: $0) }
        }
        guard !baselines.isEmpty else { return nil }
        let parts = baselines.map { baseline in
            "\(baseline.name) \(baseline.style.code) code lines"
                + (facts.codeTouchedPerChange(baseline.name).map { ", \(Format.oneDecimal($0)) per change" } ?? "")
                + (facts.figures[baseline.name]?.viewFreeShare.map { ", \(Format.percent($0)) with no view" } ?? "")
        }
        return "**A small app, or a first course**: the baselines cost least to write and change, and are the "
            + "least testable without a screen: " + parts.joined(separator: "; ") + "."
    }

    /// The three styles whose unit tests reach the most lines with no view, with what that costs.
    private static func testable(_ figures: [StyleFigures], _ facts: ClaimFacts) -> String? {
        let ranked = figures.compactMap { figure in figure.viewFreeShare.map { (figure.style, $0) } }
            .sorted { $0.1 > $1.1 }.prefix(3)
        guard !ranked.isEmpty else { return nil }
        let glance = GlanceTable.rows(in: facts.report)
        return "**Most of the logic tested without a screen** (lines testable with no view, and code against the "
            + "baseline): "
            + ranked.map { style, share in
                let size = glance.first { $0.style == style }?.measures.first?.ratio
                return "\(StyleLabel.labelled(style)) \(Format.percent(share))"
                    + (size.map { " (\(Format.twoDecimals($0))x the code)" } ?? "")
            }.joined(separator: ", ") + "."
    }

    /// The same pattern in both frameworks: how much less code SwiftUI takes.
    private static func frameworks(_ facts: ClaimFacts) -> String? {
        let pairs = GlanceSection.pairs.compactMap { uiKit, swiftUI, _ -> String? in
            guard let left = facts.style(uiKit), let right = facts.style(swiftUI), left.code > 0 else { return nil }
            return
                "\(swiftUI) takes \(Format.twoDecimals(Double(right.code) / Double(left.code)))x the code of \(uiKit)"
        }
        guard !pairs.isEmpty else { return nil }
        return "**UIKit or SwiftUI**: the same pattern needs less code in SwiftUI: " + pairs.joined(separator: ", ")
            + "."
    }

    /// The router claim's verdict, which the presentation-only change request decides.
    private static func navigation(_ report: ComparisonReport) -> String? {
        let claims = report.claims ?? ClaimCatalogue.claims(in: report)
        guard let claim = claims.first(where: { $0.claim.hasPrefix("With a router") }) else { return nil }
        return "**Navigation that changes often**: MVVMC, VIPER and VIP give it a layer of its own; "
            + (claim.verdict == .notMeasurable
                ? "whether that keeps a presentation change in that layer is not measured yet."
                : "a presentation change stays there: \(claim.verdict.rawValue) (\(claim.deciding)).")
    }

    /// The two slowest styles of each framework at the largest list, as multiples of the bare operation.
    private static func longLists(_ report: ComparisonReport) -> String? {
        guard let scale = report.scale, let largest = scale.actions.map(\.items).max() else { return nil }
        let actions = scale.actions.filter { $0.items == largest }
        let worst = scale.styleNames.compactMap { style -> (String, Double)? in
            let ratios = actions.compactMap { action in
                action.styles.first { $0.style == style }.map(action.ratio)
            }
            return ratios.max().map { (style, $0) }
        }.sorted { $0.1 > $1.1 }.prefix(2)
        guard !worst.isEmpty else { return nil }
        return "**Lists of \(ScaleFormat.grouped(largest)) rows**: the slowest styles take "
            + worst.map { "\($0.0) \(ScaleFormat.fixed($0.1, decimals: 1))x" }.joined(separator: " and ")
            + " the bare operation on their costliest action."
    }
}
