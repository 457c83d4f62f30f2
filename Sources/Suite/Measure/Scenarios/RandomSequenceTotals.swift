/// Totals of the seeded random operation sequences (scenario X02).
public struct RandomSequenceTotals: Sendable, Equatable, Codable {
    public var seed: UInt64
    public var sequences: Int
    public var steps: Int
    /// Sequences after which some style's screens differed from the reference model.
    public var divergences: Int
    /// Lifetimes were checked in the sequences whose seed is a multiple of this (1: in every one).
    public var lifetimesEvery: UInt64

    public init(seed: UInt64, sequences: Int, steps: Int, divergences: Int, lifetimesEvery: UInt64 = 1) {
        self.seed = seed
        self.sequences = sequences
        self.steps = steps
        self.divergences = divergences
        self.lifetimesEvery = lifetimesEvery
    }

    /// How many sequences had their lifetimes checked: those whose seed is a multiple of
    /// `lifetimesEvery`, among seed, seed + 1, and so on.
    public var sequencesWithLifetimesChecked: Int {
        let every = max(lifetimesEvery, 1)
        // The first sequence whose seed is a multiple, then one in every `every`.
        let first = (every - seed % every) % every
        guard sequences > 0, first < UInt64(sequences) else { return 0 }
        return Int((UInt64(sequences) - 1 - first) / every) + 1
    }
}
