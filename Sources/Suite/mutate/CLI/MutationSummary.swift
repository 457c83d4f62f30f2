import Measure
import Results

/// The console's summary of the results: one line per layer, strings emptied apart.
enum MutationSummary {
    static func lines(_ results: MutationResults) -> [String] {
        var lines = ["Mutation results (strings emptied apart):"]
        for style in results.styles {
            for layer in style.layers where layer.logic.mutants + layer.strings.mutants > 0 {
                lines.append(
                    "  \(style.name) \(layer.name): " + describe(layer.logic) + "; strings " + describe(layer.strings))
            }
            lines.append(
                "  \(style.name) total: " + describe(style.logic) + "; \(style.excluded) sites did not compile")
        }
        if let check = results.honestyCheck {
            lines.append(
                "Honesty check: \(check.samples.count) samples, \(check.disagreements.count) disagreements")
        }
        return lines
    }

    static func describe(_ tally: MutationTally) -> String {
        "\(tally.mutants) mutants, \(tally.killedByUnit) killed by unit tests (\(tally.killedByViewFreeUnit) by those with "
            + "no view), \(tally.killedOnlyByScenarios) only by scenarios, \(tally.survivors) survived, "
            + "\(tally.notReached) not reached"
    }
}
