import Harness
import Measure
import Results

/// The random operation sequences `compare fuzz` plays: the Harness's, against every registered style.
enum HarnessRandomSequences {
    @MainActor
    static func play(_ run: RandomSequenceRun, progress: (_ done: Int, _ diverged: Bool) -> Void)
        -> RandomSequenceOutcome
    {
        let styles = StyleRegistry.all.filter { style in run.style.map { style.name == $0 } ?? true }
        let report = runRandomSequences(
            seed: run.seed, count: run.sequences, steps: run.steps, styles: styles, lifetimesEvery: run.lifetimesEvery,
            progress: progress)
        return RandomSequenceOutcome(
            totals: report.totals,
            failures: report.failures.map { "\($0.styleName), sequence seed \($0.sequenceSeed):\n\($0.message)" },
            times: report.times)
    }
}
