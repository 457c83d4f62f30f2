/// What the shared scenario suite found, as the Harness hands it to the report:
/// one row per scenario id, each with a result for every style, plus the random-sequence totals.
package struct ScenarioMatrix: Sendable, Equatable, Codable {
    package var rows: [ScenarioRow]
    package var randomSequences: RandomSequenceTotals

    package init(rows: [ScenarioRow], randomSequences: RandomSequenceTotals) {
        self.rows = rows
        self.randomSequences = randomSequences
    }

    /// Every known issue of the matrix, sorted by style then scenario id.
    package var knownIssues: [KnownIssue] {
        rows.flatMap { row in
            row.results.compactMap { style, result in
                guard case .knownIssue(let reason) = result else { return nil }
                return KnownIssue(style: style, scenarioID: row.id, reason: reason)
            }
        }
        .sorted { ($0.style, ScenarioID.sortKey($0.scenarioID)) < ($1.style, ScenarioID.sortKey($1.scenarioID)) }
    }
}
