import Harness
import Testing

/// X02 with a modest count: seeded random operation sequences, compared after every step with the
/// reference model. `make fuzz` runs many more through the same API.
@MainActor
@Suite("Random operation sequences")
struct RandomSequenceTests {
    @Test("random operation sequences show what the reference model shows", arguments: StyleRegistry.all)
    func randomSequencesMatchTheReferenceModel(_ style: Style) {
        let report = runRandomSequences(seed: 20_261_118, count: 20, steps: 30, styles: [style])
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure.message))
        }
        #expect(report.divergencesByStyle[style.name] == 0)
    }
}
