/// Totals of the seeded random operation sequences (scenario X02).
public struct RandomSequenceTotals: Sendable, Equatable, Codable {
    public var seed: UInt64
    public var sequences: Int
    public var steps: Int
    /// Sequences after which some style's screens differed from the reference model.
    public var divergences: Int

    public init(seed: UInt64, sequences: Int, steps: Int, divergences: Int) {
        self.seed = seed
        self.sequences = sequences
        self.steps = steps
        self.divergences = divergences
    }
}
