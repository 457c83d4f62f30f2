/// The figures the Findings state for one style, taken from the rest of the report when it is written
/// and kept in comparison.json under `findings`, so that every number a sentence carries can be
/// checked against the data. A figure that was not measured (no exercises, no mutation run) is nil,
/// and the sentence that would carry it is left out.
package struct StyleFigures: Sendable, Equatable, Codable {
    package var style: String
    package var code: Int
    package var files: Int
    package var testCode: Int
    /// Mean files touched per change request, over the requests the style has a solution for.
    package var filesPerChange: Double?
    /// Mean distinct functions of the style one key action runs through.
    package var functionsPerTap: Double?
    /// Percent of the style's code in files that neither import nor name the UI toolkit.
    package var uiFreeShare: Double?
    /// Percent of the style's executable lines run by unit test cases that created no view.
    package var viewFreeShare: Double?
    /// Mutants (strings emptied apart) that only the shared scenarios killed.
    package var killedOnlyByScenarios: Int?
    /// Percent of mutants (strings emptied apart) the style's own unit tests killed.
    package var unitKillShare: Double?
    /// Percent of mutants (strings emptied apart) its unit tests that create no view killed.
    package var viewFreeUnitKillShare: Double?

    package init(style: StyleReport, in report: ComparisonReport) {
        self.style = style.name
        code = style.code
        files = style.fileCount
        testCode = style.testCode
        filesPerChange = Self.mean(
            report.exercises?.results?.requests.compactMap { request in
                request.solutions.first { $0.style == style.name }.map { Double($0.filesTouched) }
            } ?? [])
        let architecture = report.architecture?.styles.first { $0.name == style.name }
        functionsPerTap = Self.mean(architecture?.keyActions?.map { Double($0.functions) } ?? [])
        if let layers = architecture?.layers, !layers.isEmpty {
            let free = layers.map(\.uiFree.code).reduce(0, +)
            let all = layers.map { $0.uiFree.code + $0.uiBound.code }.reduce(0, +)
            uiFreeShare = all > 0 ? Double(free) * 100 / Double(all) : nil
            let counts = layers.compactMap(\.viewFreeLines)
            let total = counts.map(\.total).reduce(0, +)
            if counts.count == layers.count, total > 0 {
                viewFreeShare = Double(counts.map(\.covered).reduce(0, +)) * 100 / Double(total)
            }
        }
        if let mutation = report.mutation, mutation.measured,
            let tally = mutation.styles.first(where: { $0.name == style.name })?.logic, tally.mutants > 0
        {
            killedOnlyByScenarios = tally.killedOnlyByScenarios
            unitKillShare = Double(tally.killedByUnit) * 100 / Double(tally.mutants)
            viewFreeUnitKillShare = tally.viewFreeUnitScore
        }
    }

    /// The figures of every style of `report`, in its order.
    package static func all(in report: ComparisonReport) -> [StyleFigures] {
        report.styles.map { StyleFigures(style: $0, in: report) }
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
