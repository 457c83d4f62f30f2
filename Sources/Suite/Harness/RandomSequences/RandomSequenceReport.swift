import Measure

/// One style's divergence in one random sequence, explained.
public struct RandomSequenceFailure: Sendable, CustomStringConvertible {
    public let styleName: String
    /// The seed that regenerates this very sequence: `runRandomSequences(seed: sequenceSeed, count: 1, ...)`.
    public let sequenceSeed: UInt64
    /// The shortened failing sequence and what differed, with the screen.
    public let message: String

    public var description: String { message }
}

/// What a run of random sequences found.
public struct RandomSequenceReport: Sendable {
    public let totals: RandomSequenceTotals
    /// Diverging sequences per style name; every style run is listed, with 0 when it never diverged.
    public let divergencesByStyle: [String: Int]
    /// The seeds of the sequences after which some style differed, in the order they ran.
    public let divergingSeeds: [UInt64]
    /// Explained failures, the first few per style (each is shortened, which takes replays).
    public let failures: [RandomSequenceFailure]
}
