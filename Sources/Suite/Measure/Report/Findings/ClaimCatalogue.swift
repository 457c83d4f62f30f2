import Results

/// The claims the source articles make and those the iOS community repeats, each decided by one
/// figure of the report against a rule stated beside it. A claim this app cannot decide, or whose
/// measure did not run, is "not measurable here" with what a test would need; a rule the build
/// enforces is listed apart. The claims are grouped by what they are about, one file per group.
package enum ClaimCatalogue {
    /// The four source articles, by their titles in English, and the community's folklore.
    static let polish = "Włodarczyk, \"MVC vs. MVVM: why is the younger brother gaining popularity?\" (Polish)"
    static let spanish = "\"Comparing the VIPER and MVVM architectures: how to apply both\" (Spanish)"
    static let portuguese = "\"MVVM for iOS\", part 2 of \"Which architecture is best for iOS apps?\" (Portuguese)"
    static let persian = "\"MVVM in practice\" (Persian)"
    static let community = "community"

    /// Each source with the short name the verdicts table gives it; the full names are listed under it.
    static let sources = [
        (short: "MVC vs. MVVM (pl)", full: polish), (short: "VIPER and MVVM (es)", full: spanish),
        (short: "MVVM for iOS (pt)", full: portuguese), (short: "MVVM in practice (fa)", full: persian),
    ]

    /// A claim's sources by their short names.
    static func shortSource(_ source: String) -> String {
        sources.reduce(source) { $0.replacingOccurrences(of: $1.full, with: $1.short) }
    }

    package static func claims(in report: ComparisonReport) -> [Claim] {
        let facts = ClaimFacts(report: report)
        return sizeClaims(facts) + testingClaims(facts) + changeClaims(facts) + [speed(facts)] + notMeasurable()
            + rules(facts)
    }

    /// The claims no figure here can decide, with what a test would need.
    static func notMeasurable() -> [Claim] {
        [
            Claim(
                notMeasurable: "MVVM lets you swap the data layer without touching presentation", source: polish,
                missing: "a change request that replaces the store under every style",
                rule: "would be decided by the presentation files that change when the store is replaced"),
            Claim(
                notMeasurable: "MVC code cannot be reused; VIPER's router gives the best reuse", source: spanish,
                missing: "a second app, or a second device's screens, built from the same modules",
                rule: "would be decided by the share of each style's code the second app takes unchanged"),
            Claim(
                notMeasurable: "VIPER suits big teams and long projects", source: spanish,
                missing: "teams of several sizes changing the same app over months",
                rule: "team size and project length are not variables of one small app written by one team"),
            Claim(
                notMeasurable: "Bindings play an essential role in MVVM", source: persian + "; " + spanish,
                missing: "a definition of \"essential\" a figure could meet",
                rule: "the bindings' cost is measured instead: see MVVM in UIKit against MVVM in SwiftUI"),
        ]
    }

    /// "595", or "1.6" for a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : Format.oneDecimal(value)
    }

    static func percent(_ value: Double) -> String {
        "\(Int(value.rounded()))%"
    }

    static func times(_ ratio: Double) -> String {
        Format.twoDecimals(ratio) + "x"
    }

    static func points(_ value: Double) -> String {
        Format.oneDecimal(value) + " points"
    }
}
