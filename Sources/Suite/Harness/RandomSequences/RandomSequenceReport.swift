import Results

/// One style's divergence in one random sequence, explained.
package struct RandomSequenceFailure: Sendable, CustomStringConvertible {
    package let styleName: String
    /// The seed that regenerates this very sequence: `runRandomSequences(seed: sequenceSeed, count: 1, ...)`.
    package let sequenceSeed: UInt64
    /// The shortened failing sequence and what differed, with the screen.
    package let message: String

    package var description: String { message }
}

/// What a run of random sequences found.
package struct RandomSequenceReport: Sendable {
    package let totals: RandomSequenceTotals
    /// Diverging sequences per style name; every style run is listed, with 0 when it never diverged.
    package let divergencesByStyle: [String: Int]
    /// The seeds of the sequences after which some style differed, in the order they ran.
    package let divergingSeeds: [UInt64]
    /// Explained failures, the first few per style (each is shortened, which takes replays).
    package let failures: [RandomSequenceFailure]
    /// The time each style took, in the order of the styles run.
    package let times: [RandomSequenceStyleTime]
}
