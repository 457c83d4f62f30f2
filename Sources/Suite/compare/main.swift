import Architecture
import Foundation
import Harness
import Measure

// The command-line surface lives in Measure (where it is tested); this file only supplies what
// needs the Harness and therefore every style (the random operation sequences of `compare fuzz`),
// and the architecture measures, which build on Measure.
let status = await CompareCommandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    randomSequences: { run, progress in
        let report = runRandomSequences(
            seed: run.seed, count: run.sequences, steps: run.steps, lifetimesEvery: run.lifetimesEvery,
            progress: progress)
        return RandomSequenceOutcome(
            totals: report.totals,
            failures: report.failures.map { "\($0.styleName), sequence seed \($0.sequenceSeed):\n\($0.message)" })
    },
    architecture: { inputs in try await ArchitectureMeasure.report(inputs) })
exit(status)
