/// Totals of the seeded random operation sequences (scenario X02).
package struct RandomSequenceTotals: Sendable, Equatable, Codable {
    package var seed: UInt64
    package var sequences: Int
    package var steps: Int
    /// Sequences after which some style's screens differed from the reference model.
    package var divergences: Int
    /// Lifetimes were checked in the sequences whose seed is a multiple of this (1: in every one).
    package var lifetimesEvery: UInt64

    package init(seed: UInt64, sequences: Int, steps: Int, divergences: Int, lifetimesEvery: UInt64 = 1) {
        self.seed = seed
        self.sequences = sequences
        self.steps = steps
        self.divergences = divergences
        self.lifetimesEvery = lifetimesEvery
    }

    /// How many sequences had their lifetimes checked: those whose seed is a multiple of
    /// `lifetimesEvery`, among seed, seed + 1, and so on.
    package var sequencesWithLifetimesChecked: Int {
        let every = max(lifetimesEvery, 1)
        // The first sequence whose seed is a multiple, then one in every `every`.
        let first = (every - seed % every) % every
        guard sequences > 0, first < UInt64(sequences) else { return 0 }
        return Int((UInt64(sequences) - 1 - first) / every) + 1
    }
}
