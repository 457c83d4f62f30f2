extension ScenarioMatrix {
    /// Puts the records of one test run together, refusing an incomplete or mixed-up run: every
    /// scenario needs exactly one result for each of `styles`, and the random sequences a record from
    /// each style, all with the same settings. `source` names the file in messages.
    init(records: [ScenarioRecord], styles: [String], source: String) throws {
        guard !records.isEmpty else { throw ScenarioResultsError.noResults(path: source) }
        var results: [String: [String: ScenarioResult]] = [:]
        var descriptions: [String: String] = [:]
        var random: [String: (totals: RandomSequenceTotals, seeds: [UInt64])] = [:]
        var twice: [String] = []
        for record in records {
            switch record {
            case .scenario(let id, let description, let style, let result):
                if results[id]?[style] != nil { twice.append("\(id) in \(style)") }
                results[id, default: [:]][style] = result
                descriptions[id] = description
            case .randomSequences(let style, let totals, let seeds):
                if random[style] != nil { twice.append("the random sequences of \(style)") }
                random[style] = (totals, seeds)
            }
        }
        guard twice.isEmpty else { throw ScenarioResultsError.recordedTwice(path: source, results: twice) }
        let known = Set(styles)
        let unknown = Set(results.values.flatMap(\.keys)).union(random.keys).subtracting(known)
        guard unknown.isEmpty else { throw ScenarioResultsError.unknownStyles(path: source, styles: unknown.sorted()) }
        let ids = results.keys.sorted { ScenarioID.sortKey($0) < ScenarioID.sortKey($1) }
        let missing =
            ids.flatMap { id in styles.filter { results[id]?[$0] == nil }.map { "\(id) in \($0)" } }
            + styles.filter { random[$0] == nil }.map { "the random sequences of \($0)" }
        guard missing.isEmpty else { throw ScenarioResultsError.missing(path: source, results: missing) }
        let settings = Set(
            random.values.map {
                [$0.totals.seed, UInt64($0.totals.sequences), UInt64($0.totals.steps), $0.totals.lifetimesEvery]
            })
        guard settings.count == 1, let first = random.values.first?.totals else {
            throw ScenarioResultsError.mismatchedRandomSettings(path: source)
        }
        self.init(
            rows: ids.map { ScenarioRow(id: $0, description: descriptions[$0] ?? "", results: results[$0] ?? [:]) },
            randomSequences: RandomSequenceTotals(
                seed: first.seed, sequences: first.sequences, steps: first.steps,
                divergences: Set(random.values.flatMap(\.seeds)).count, lifetimesEvery: first.lifetimesEvery))
    }
}
