import Testing

@testable import Results

@Suite("Random sequence totals")
struct RandomSequenceTotalsTests {
    @Test(
        "counts the sequences whose seed is a multiple of lifetimesEvery",
        arguments: [
            (seed: UInt64(20_261_118), sequences: 1_000, every: UInt64(10), checked: 100),
            (seed: 20_261_118, sequences: 100, every: 1, checked: 100),
            (seed: 0, sequences: 10, every: 10, checked: 1),
            (seed: 0, sequences: 11, every: 10, checked: 2),
            (seed: 1, sequences: 9, every: 10, checked: 0),
            (seed: 3, sequences: 4, every: 2, checked: 2),
            (seed: 5, sequences: 0, every: 1, checked: 0),
        ])
    func sequencesWithLifetimesChecked(seed: UInt64, sequences: Int, every: UInt64, checked: Int) {
        let totals = RandomSequenceTotals(
            seed: seed, sequences: sequences, steps: 30, divergences: 0, lifetimesEvery: every)

        #expect(totals.sequencesWithLifetimesChecked == checked)
    }
}
