import Results

/// Number formatting that is the same on every machine (no locale).
package enum Format {
    /// "83.4%", or "n/a" when there is nothing to measure.
    static func percent(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return oneDecimal(value) + "%"
    }

    /// "0.86", "-0.10": a correlation.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let digits = abs(hundredths)
        return "\(sign)\(digits / 100).\(digits % 100 < 10 ? "0" : "")\(digits % 100)"
    }

    package static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// "83.4% (120 of 144)".
    static func coverage(_ count: CoverageCount) -> String {
        count.total == 0 ? "n/a (nothing to run)" : "\(percent(count.percent)) (\(count.covered) of \(count.total))"
    }

    /// "1 file", "3 files"; `plural` for a noun that does not just take an "s".
    package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }

    static func declarations(_ counts: DeclarationCounts) -> String {
        "\(counts.types) / \(counts.protocols) / \(counts.functions)"
    }
}
