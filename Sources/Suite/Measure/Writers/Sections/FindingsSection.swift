import Catalogue
import Results

/// The conclusions first: one paragraph per style against MVC, the style every course starts from,
/// each sentence carrying its figures. Written from `StyleFigures`, never by hand, so the sentences
/// change when the code does.
struct FindingsSection: ReportSection {
    static let baseline = "MVC"

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let figures = report.findings ?? StyleFigures.all(in: report)
        guard let base = figures.first(where: { $0.style == Self.baseline }) else { return [] }
        var blocks: [ReportBlock] = [
            .heading(level: 2, text: "Findings", anchor: "findings"),
            .paragraph(Self.baselineParagraph(base)),
        ]
        let others = figures.filter { $0.style != Self.baseline }
        for framework in UIFramework.allCases {
            let group = others.filter { StyleLabel.framework(of: $0.style) == framework.rawValue }
            guard !group.isEmpty else { continue }
            blocks.append(
                .heading(
                    level: 3, text: "\(framework.rawValue) styles",
                    anchor: "findings-\(framework.rawValue.lowercased())"))
            blocks += group.map { .paragraph(Self.paragraph($0, against: base)) }
        }
        let pairs = Self.pairs(in: figures, counterparts: Self.catalogueCounterparts)
        if !pairs.isEmpty {
            blocks.append(.heading(level: 3, text: "One pattern in both UI frameworks", anchor: "findings-pairs"))
            blocks += pairs.map { .paragraph(Self.pairParagraph($0.style, against: $0.counterpart)) }
        }
        blocks.append(
            .paragraph(
                "Every figure here is measured by `make compare` (with `make exercises` and `make mutate`) and is "
                    + "defined in the sections below; comparison.json holds them under `findings`."))
        return blocks
    }

    static func baselineParagraph(_ base: StyleFigures) -> String {
        var sentences = [
            "**MVC** (\(StyleLabel.framework(of: base.style))), the baseline: \(base.code) code lines in \(base.files) files, with \(base.testCode) lines of "
                + "unit tests."
        ]
        let gains = buys(base)
        if !gains.isEmpty { sentences.append("It has " + list(gains) + ".") }
        return sentences.joined(separator: " ")
    }

    static func paragraph(_ style: StyleFigures, against base: StyleFigures) -> String {
        var costs = [
            ratio(style.code, base.code).map { "\($0) MVC's code lines (\(style.code) against \(base.code))" },
            ratio(style.files, base.files).map { "\($0) its files (\(style.files) against \(base.files))" },
            ratio(style.testCode, base.testCode).map {
                "\($0) its test code (\(style.testCode) against \(base.testCode))"
            },
        ].compactMap { $0 }
        if let mine = style.filesPerChange, let theirs = base.filesPerChange {
            costs.append(
                "\(Format.oneDecimal(mine)) files touched per change request (MVC \(Format.oneDecimal(theirs)))")
        }
        if let mine = style.functionsPerTap, let theirs = base.functionsPerTap {
            costs.append(
                "\(Format.oneDecimal(mine)) of its functions run by one tap (MVC \(Format.oneDecimal(theirs)))")
        }
        var sentences = [
            "**\(style.style)** (\(StyleLabel.framework(of: style.style)))"
                + (costs.isEmpty ? "." : " costs " + list(costs) + ".")
        ]
        let gains = buys(style, against: base)
        if !gains.isEmpty { sentences.append("It buys " + list(gains) + ".") }
        return sentences.joined(separator: " ")
    }

    /// Each style the catalogue names a counterpart for, by style name.
    static var catalogueCounterparts: [String: String] {
        Dictionary(
            uniqueKeysWithValues: StyleCatalogue.styles.compactMap { style in style.counterpart.map { (style.name, $0) }
            })
    }

    /// The styles of `figures` whose counterpart (`counterparts`, by name) is measured too, in order.
    static func pairs(in figures: [StyleFigures], counterparts: [String: String])
        -> [(style: StyleFigures, counterpart: StyleFigures)]
    {
        figures.compactMap { style in
            guard let name = counterparts[style.style], let other = figures.first(where: { $0.style == name }) else {
                return nil
            }
            return (style, other)
        }
    }

    /// The same pattern written for two UI frameworks, side by side on what each costs and buys.
    static func pairParagraph(_ style: StyleFigures, against other: StyleFigures) -> String {
        let otherName = StyleLabel.labelled(other.style)
        var parts = [
            ratio(style.code, other.code).map { "\($0) the code lines (\(style.code) against \(other.code))" },
            ratio(style.files, other.files).map { "\($0) the files (\(style.files) against \(other.files))" },
        ].compactMap { $0 }
        if let mine = style.viewFreeShare, let theirs = other.viewFreeShare {
            parts.append(
                "\(wholePercent(mine)) of its executable lines run by unit tests that create no view (against "
                    + "\(wholePercent(theirs)))")
        }
        if let mine = style.filesPerChange, let theirs = other.filesPerChange {
            parts.append(
                "\(Format.oneDecimal(mine)) files touched per change request (against \(Format.oneDecimal(theirs)))")
        }
        if let mine = style.functionsPerTap, let theirs = other.functionsPerTap {
            parts.append(
                "\(Format.oneDecimal(mine)) of its functions run by one tap (against \(Format.oneDecimal(theirs)))")
        }
        return "**\(StyleLabel.labelled(style.style))** against **\(otherName)**, the same pattern: " + list(parts)
            + "."
    }

    /// What a style buys, with MVC's figure beside each when given.
    static func buys(_ style: StyleFigures, against base: StyleFigures? = nil) -> [String] {
        // `base?.figure` is nil without a base, so the baseline's own paragraph gets no comparison.
        func beside(_ value: Double?) -> String {
            guard let value else { return "" }
            return " (MVC \(wholePercent(value)))"
        }
        var parts: [String] = []
        if let share = style.uiFreeShare {
            parts.append("\(wholePercent(share)) of its code free of the UI toolkit" + beside(base?.uiFreeShare))
        }
        if let share = style.viewFreeShare {
            parts.append(
                "\(wholePercent(share)) of its executable lines run by unit tests that create no view"
                    + beside(base?.viewFreeShare))
        }
        if let share = style.unitKillShare {
            parts.append(
                "\(wholePercent(share)) of its injected faults caught by its own unit tests"
                    + beside(base?.unitKillShare))
        }
        if let share = style.viewFreeUnitKillShare {
            parts.append(
                "\(wholePercent(share)) caught by unit tests that create no view" + beside(base?.viewFreeUnitKillShare))
        }
        if let only = style.killedOnlyByScenarios {
            parts.append(Format.count(only, "fault") + " that only the shared scenarios catch")
        }
        return parts
    }

    /// `1.9x`, or `about the same as` when equal to one decimal; nil when MVC has none to compare with.
    static func ratio(_ value: Int, _ base: Int) -> String? {
        guard base > 0 else { return nil }
        let text = Format.oneDecimal(Double(value) / Double(base))
        return text == "1.0" ? "about the same as" : "\(text)x"
    }

    static func wholePercent(_ value: Double) -> String {
        "\(Int(value.rounded()))%"
    }

    static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }
}
