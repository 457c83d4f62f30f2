import Foundation
import Harness
import Measure

// The command-line surface lives in Measure (where it is tested); this file only supplies what
// needs the Harness and therefore every style: the scenario matrix and the random sequences.
let status = await CompareCommandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    scenarioMatrix: { seed, sequences, steps in
        runScenarioMatrix(randomSeed: seed, randomSequences: sequences, randomSteps: steps)
    },
    randomSequences: { seed, count, steps in
        let report = runRandomSequences(seed: seed, count: count, steps: steps)
        return RandomSequenceOutcome(
            totals: report.totals,
            failures: report.failures.map { "\($0.styleName), sequence seed \($0.sequenceSeed):\n\($0.message)" })
    })
exit(status)
