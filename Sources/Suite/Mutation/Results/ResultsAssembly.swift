import Catalogue
import Measure
import Results

/// Turns the plan, the mutants the compiler refused and the verdicts into the results file's content.
enum ResultsAssembly {
    static func results(
        plan: MutationPlan, table: LayerTable, fingerprint: String, settings: MutationSettings,
        excluded: [Int: String], verdicts: [Int: MutantRuns.Verdicts]
    ) -> MutationResults {
        let kept = plan.mutants.filter { excluded[$0.id] == nil }
        let records = kept.map { mutant in
            record(mutant, verdicts: verdicts[mutant.id] ?? MutantRuns.Verdicts())
        }
        let refused = plan.mutants.compactMap { mutant in
            excluded[mutant.id].map { message in
                ExcludedMutant(
                    file: mutant.file, line: mutant.line, column: mutant.column, operator: mutant.site.operator,
                    before: Mutant.oneLine(mutant.site.before), after: Mutant.oneLine(mutant.site.after),
                    diagnostic: message)
            }
        }
        let styles = table.styles.map { style in
            MutationStyleResult(
                style: style, mutants: records.filter { $0.file.hasPrefix(style.sourceFolder + "/") },
                excluded: refused.filter { $0.file.hasPrefix(style.sourceFolder + "/") }.count)
        }
        return MutationResults(
            fingerprint: fingerprint, settings: settings, styles: styles, mutants: records, excluded: refused,
            equivalents: plan.equivalents)
    }

    /// The previous results' honesty check, when it still applies: same sources, and every sampled
    /// mutant got the verdicts the check expected. Otherwise nil, until `make mutate-check` runs.
    static func honestyCheck(carriedFrom previous: MutationResults?, to results: MutationResults)
        -> HonestyCheckResult?
    {
        guard let previous, previous.fingerprint == results.fingerprint, let check = previous.honestyCheck else {
            return nil
        }
        let records = Dictionary(uniqueKeysWithValues: results.mutants.map { ($0.id, $0) })
        let unchanged = check.samples.allSatisfy { sample in
            records[sample.id].map { $0.unit == sample.expectedUnit && $0.scenarios == sample.expectedScenarios }
                ?? false
        }
        return unchanged ? check : nil
    }

    static func record(_ mutant: Mutant, verdicts: MutantRuns.Verdicts) -> MutantRecord {
        MutantRecord(
            id: mutant.id, file: mutant.file, line: mutant.line, column: mutant.column, layer: mutant.layer.rawValue,
            operator: mutant.site.operator, before: Mutant.oneLine(mutant.site.before),
            after: Mutant.oneLine(mutant.site.after), unit: verdicts.unit ?? .notReached,
            viewFreeUnit: verdicts.viewFreeUnit ?? .notReached, scenarios: verdicts.scenarios ?? .notReached)
    }
}
