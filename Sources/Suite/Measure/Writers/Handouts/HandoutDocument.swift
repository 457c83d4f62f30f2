import Catalogue
import Results

/// One style on one printed page, for a student to take away: what it is, its layers, one tap in the
/// order the code runs, its figures against its framework's baseline, what the verdicts say of it,
/// when to pick it and its traps, and where its code and tests are. Every figure is the report's; the
/// words are the style's guide's.
struct HandoutDocument: RenderedDocument {
    let report: ComparisonReport
    let style: String

    private var definition: StyleDefinition? { StyleCatalogue.style(named: style) }
    private var guide: GuideExcerpt? { report.guides?.first { $0.style == style } }

    var title: String {
        guard let definition else { return style }
        return "\(definition.displayName) (\(definition.framework.rawValue)): \(definition.fullName)"
    }

    func blocks() -> [ReportBlock] {
        var blocks: [ReportBlock] = []
        if let summary = guide?.summary { blocks.append(.paragraph(summary)) }
        blocks += layerBlocks() + traceBlocks() + figureBlocks() + verdictBlocks() + pickBlocks() + whereBlocks()
        return blocks
    }

    private func layerBlocks() -> [ReportBlock] {
        guard let architecture = report.architecture?.styles.first(where: { $0.name == style }) else { return [] }
        let references = architecture.dependencies.filter { $0.module == style }.map { edge in
            "\(edge.from) → \(edge.to) (\(Format.count(edge.files, "file")))"
        }
        return [
            .heading(level: 2, text: "Its layers", anchor: "layers"),
            .chart(
                svg: DependencyDiagram(style: architecture).svg(),
                alternative: "which layer refers to which: " + references.joined(separator: ", ") + ".",
                caption:
                    "Each box is a layer; an arrow goes from a layer to one it refers to, labelled with the number "
                    + "of its files that do. Composition, which builds everything, is left out."),
        ]
    }

    private func traceBlocks() -> [ReportBlock] {
        guard let guide, !guide.steps.isEmpty else { return [] }
        let action = guide.action.map { ": \($0)" } ?? ""
        return [
            .heading(level: 2, text: "One tap, in the order the code runs" + action, anchor: "tap"),
            .steps(guide.steps.map { step in step.layer.map { "**\($0)**: " + step.text } ?? step.text }),
        ]
    }

    private func figureBlocks() -> [ReportBlock] {
        let rows = report.glance ?? GlanceTable.rows(in: report)
        guard let row = rows.first(where: { $0.style == style }) else { return [] }
        let baseline = rows.first { $0.style == row.baseline }
        let isBaseline = row.baseline == style
        // The baseline's own page gives its figures alone: beside themselves they would say nothing.
        let table = zip(row.measures, GlanceTable.measures).map { measure, definition -> [String] in
            let own = [measure.name, measure.value.map(definition.format) ?? "n/a"]
            guard !isBaseline else { return own }
            let theirs = baseline?.measures.first { $0.name == measure.name }?.value
            return own + [
                theirs.map(definition.format) ?? "n/a", measure.ratio.map { Format.twoDecimals($0) + "x" } ?? "",
            ]
        }
        return [
            .heading(level: 2, text: isBaseline ? "Its figures" : "Against \(row.baseline)", anchor: "figures"),
            .paragraph(
                isBaseline
                    ? "\(style) is the baseline the other \(row.framework) styles are set against."
                    : "\(row.baseline) is the baseline of the \(row.framework) styles."),
            .table(
                TextTable(
                    headers: ["Measure", style] + (isBaseline ? [] : [row.baseline, "Ratio"]), rows: table,
                    numericColumns: [1, 2, 3])),
        ]
    }

    /// The verdicts whose claim names the style.
    private func verdictBlocks() -> [ReportBlock] {
        let claims = (report.claims ?? ClaimCatalogue.claims(in: report)).filter { claim in
            Self.names(claim.claim, style) && claim.verdict != .notMeasurable
        }
        guard !claims.isEmpty else { return [] }
        return [
            .heading(level: 2, text: "What the verdicts say of it", anchor: "verdicts"),
            .list(claims.map { "\($0.claim): **\($0.verdict.rawValue)** (\($0.deciding))" }),
        ]
    }

    private func pickBlocks() -> [ReportBlock] {
        let statements = DecisionSection.statements(for: report).filter { Self.names($0, style) }
        let traps = guide?.traps ?? ""
        guard !statements.isEmpty || !traps.isEmpty else { return [] }
        return [.heading(level: 2, text: "When to pick it, and its traps", anchor: "pick")]
            + (statements.isEmpty ? [] : [.list(statements)])
            + (traps.isEmpty ? [] : [.paragraph("**Traps**: " + traps)])
    }

    private func whereBlocks() -> [ReportBlock] {
        guard let definition, let measured = report.styles.first(where: { $0.name == style }) else { return [] }
        return [
            .heading(level: 2, text: "Where it is", anchor: "where"),
            .list([
                "`\(definition.sourceFolder)`: \(measured.fileCount) files, \(measured.code) code lines, and its guide, "
                    + "`\(definition.sourceFolder)/README.md`",
                "`\(definition.testFolder)`: \(measured.testFileCount) test files, \(measured.testCode) code lines",
                "The whole comparison: `Reports/comparison.md`",
            ]),
        ]
    }

    /// Whether `text` names `style` as a word ("MVVM" in "MVVM slims", not in "MVVMC").
    static func names(_ text: String, _ style: String) -> Bool {
        var search = text.startIndex..<text.endIndex
        while let found = text.range(of: style, range: search) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            search = found.upperBound..<text.endIndex
        }
        return false
    }
}
