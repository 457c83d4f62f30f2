import Results

/// "Cost of change", from Reports/exercises.json, which `make exercises` writes after applying each
/// style's solution of every change request to main and running its tests; `make compare` only reads it.
/// The shares set each solution against its style's size from this report's own figures, so they need
/// no measure of their own.
struct ExerciseCostSection: ReportSection {
    static let exerciseHeaders = [
        "Style", "Files touched", "Share of its files", "New files", "Code lines added", "Code lines removed",
        "Share of its code lines", "Types added", "Protocols added", "Test files", "Test code added",
        "Test code removed", "Code lines per layer",
    ]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 2, text: "Cost of change", anchor: "cost-of-change")
        guard let results = report.exercises?.results else {
            return [
                heading,
                .paragraph("Change requests: " + (report.exercises?.note ?? ExerciseSection.notMeasuredNote) + "."),
            ]
        }
        return [
            heading,
            .paragraph(
                "Each change request in Exercises/ is solved in every style and measured by `make exercises`: "
                    + "source files touched / code lines added plus removed (in brackets, as a share of the style's "
                    + "code lines). The appendix has each request per layer."),
            Self.overview(results, styles: report.styles),
        ]
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let results = report.exercises?.results else { return [] }
        return [
            .heading(level: 2, text: "Cost of change, request by request", anchor: "change-requests"),
            .paragraph(exerciseIntroduction(results)),
        ] + results.requests.flatMap { requestBlocks($0, styles: report.styles) }
    }

    /// One row per style, one column per request: files touched and code lines touched.
    static func overview(_ results: ExerciseResults, styles: [StyleReport]) -> ReportBlock {
        let rows = styles.map { style in
            [StyleLabel.labelled(style.name)]
                + results.requests.map { request in
                    guard let cost = request.solutions.first(where: { $0.style == style.name }) else {
                        return "none yet"
                    }
                    let share =
                        style.code > 0
                        ? " (\(Format.percent(Double(cost.codeTouched) * 100 / Double(style.code))))" : ""
                    return "\(cost.filesTouched) / \(cost.codeTouched)" + share
                }
        }
        let headers = ["Style"] + results.requests.map { "\($0.id) \($0.title)" }
        return .table(TextTable(headers: headers, rows: rows, numericColumns: Set(1..<headers.count)))
    }

    private func exerciseIntroduction(_ results: ExerciseResults) -> String {
        "Each change request in Exercises/ is done in every style, as a patch that changes only that style's "
            + "sources and tests. `make exercises` applied every solution to commit \(results.commit), built it and "
            + "ran the shared scenarios, the request's own scenarios and the style's unit tests, which all passed, "
            + "then measured each patch with the project's lexer: source files touched and new, code lines added "
            + "and removed (comments and blank lines left out), types and protocols added (declared after the "
            + "change minus before it, in the files touched), and the same lines for the style's tests. The layer "
            + "table places every file. Every file of every solution is in Reports/exercises.json. The two shares "
            + "set each change against the style's size as this report measures it (before any change): files "
            + "touched as a share of the style's source files, and code lines added plus removed as a share of "
            + "its code lines. Why each style pays what it pays is discussed in each request's COST.md."
    }

    private func requestBlocks(_ request: RequestCost, styles: [StyleReport]) -> [ReportBlock] {
        let rows = request.solutions.map { cost in
            let size = styles.first { $0.name == cost.style }
            return [cost.style, String(cost.filesTouched), Self.share(cost.filesTouched, of: size?.fileCount)]
                + [cost.filesAdded, cost.codeAdded, cost.codeRemoved].map(String.init)
                + [Self.share(cost.codeTouched, of: size?.code)]
                + [
                    cost.typesAdded, cost.protocolsAdded, cost.testFilesTouched, cost.testCodeAdded,
                    cost.testCodeRemoved,
                ].map(String.init) + [
                    cost.layers.map { "\($0.layer) +\($0.codeAdded) −\($0.codeRemoved)" }.joined(separator: ", ")
                ]
        }
        var blocks: [ReportBlock] = [
            .heading(level: 3, text: "\(request.id) \(request.title)", anchor: "change-\(request.id.lowercased())"),
            .paragraph(
                "The request is `Exercises/\(request.folder)/README.md`; every solution passed its "
                    + "\(Format.count(request.scenarioCount, "scenario"))"
                    + (request.replacedScenarios.isEmpty
                        ? ""
                        : " and every shared one but \(request.replacedScenarios.joined(separator: ", ")), "
                            + "whose behaviour the request changes")
                    + "."),
            .table(
                TextTable(
                    headers: Self.exerciseHeaders, rows: rows, numericColumns: Set(1..<(Self.exerciseHeaders.count - 1))
                )),
        ]
        if !request.missingStyles.isEmpty {
            blocks.append(.paragraph("No solution yet: " + request.missingStyles.joined(separator: ", ") + "."))
        }
        blocks.append(
            .chart(
                svg: ChangeCostChart(request: request).svg(),
                alternative: "Code lines touched per layer, \(request.id): "
                    + request.solutions.map { cost in
                        cost.style + " "
                            + cost.layers.map { "\($0.layer) \($0.codeAdded + $0.codeRemoved)" }
                            .joined(separator: ", ")
                    }.joined(separator: "; ") + ".",
                caption:
                    "One bar per style, as long as the code lines its solution added and removed; each segment is a "
                    + "layer it touched. A long bar split into many colours is a change spread over many layers."))
        return blocks
    }

    /// "7.5% of 40": a part of the style's whole, or "n/a" when the report does not measure the style.
    static func share(_ part: Int, of whole: Int?) -> String {
        guard let whole, whole > 0 else { return "n/a" }
        return Format.percent(Double(part) * 100 / Double(whole)) + " of \(whole)"
    }
}
