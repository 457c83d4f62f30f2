/// The defaults of the random operation sequences (scenario X02), stated once: every command, test and
/// document that mentions them takes them from here.
package enum RandomSequenceDefaults {
    /// Sequence `i` of a run is generated from `seed + i`.
    package static let seed: UInt64 = 20_261_118
    /// Operations per sequence.
    package static let steps = 30
    /// Sequences per style in a plain test run (`make test`, `swift test`): enough to catch a
    /// regression quickly.
    package static let testSequences = 100
    /// Sequences per style in the test run that `make compare` reports on.
    package static let reportSequences = 1_000
    /// Sequences per style in `make fuzz`.
    package static let fuzzSequences = 10_000
    /// A run also checks lifetimes (objects that outlive the app, as X01 does) in the sequences whose
    /// seed is a multiple of its figure below, because the census walks cost more than the sequence
    /// itself. A plain test run checks all of its sequences.
    package static let testLifetimesEvery: UInt64 = 1
    /// Lifetimes are checked in every tenth sequence of `make compare`'s run: 100 of its 1,000 per style.
    package static let reportLifetimesEvery: UInt64 = 10
    /// Lifetimes are checked in every tenth sequence of `make fuzz`: 1,000 of its 10,000.
    package static let fuzzLifetimesEvery: UInt64 = 10

    /// The environment variables through which a test run receives its settings.
    package static let seedVariable = "RANDOM_SEED"
    package static let sequencesVariable = "RANDOM_SEQUENCES"
    package static let stepsVariable = "RANDOM_STEPS"
    package static let lifetimesEveryVariable = "RANDOM_LIFETIMES_EVERY"
}
