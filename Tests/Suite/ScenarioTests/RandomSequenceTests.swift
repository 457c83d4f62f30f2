import Foundation
import Harness
import Testing

/// X02: seeded random operation sequences, compared after every step with the reference model.
/// `RANDOM_SEQUENCES`, `RANDOM_STEPS` and `RANDOM_SEED` set the run (see `RandomSequenceDefaults`);
/// `make compare` asks for more sequences than a plain test run. With `SCENARIO_RESULTS` set, each
/// style's totals are recorded for the report.
@MainActor
@Suite("Random operation sequences")
struct RandomSequenceTests {
    @Test(
        "random operation sequences show what the reference model shows",
        arguments: ScenarioSelection.randomSequenceStyles)
    func randomSequencesMatchTheReferenceModel(_ style: Style) throws {
        let settings = try RandomSequenceSettings(environment: ProcessInfo.processInfo.environment)

        let report = runRandomSequences(
            seed: settings.seed, count: settings.sequences, steps: settings.steps, styles: [style],
            lifetimesEvery: settings.lifetimesEvery)

        try ScenarioResultsRecorder().record(report, of: style)
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure.message))
        }
        #expect(report.divergencesByStyle[style.name] == 0)
    }
}
