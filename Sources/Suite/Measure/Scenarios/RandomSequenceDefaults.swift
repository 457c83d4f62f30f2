/// The defaults of the random operation sequences (scenario X02), stated once: every command, test and
/// document that mentions them takes them from here.
public enum RandomSequenceDefaults {
    /// Sequence `i` of a run is generated from `seed + i`.
    public static let seed: UInt64 = 20_261_118
    /// Operations per sequence.
    public static let steps = 30
    /// Sequences per style in a plain test run (`make test`, `swift test`): enough to catch a
    /// regression quickly.
    public static let testSequences = 100
    /// Sequences per style in the test run that `make compare` reports on.
    public static let reportSequences = 1_000
    /// Sequences per style in `make fuzz`.
    public static let fuzzSequences = 10_000
    /// A run also checks lifetimes (objects that outlive the app, as X01 does) in the sequences whose
    /// seed is a multiple of its figure below, because the census walks cost more than the sequence
    /// itself. A plain test run checks all of its sequences.
    public static let testLifetimesEvery: UInt64 = 1
    /// Lifetimes are checked in every tenth sequence of `make compare`'s run: 100 of its 1,000 per style.
    public static let reportLifetimesEvery: UInt64 = 10
    /// Lifetimes are checked in every tenth sequence of `make fuzz`: 1,000 of its 10,000.
    public static let fuzzLifetimesEvery: UInt64 = 10

    /// The environment variables through which a test run receives its settings.
    public static let seedVariable = "RANDOM_SEED"
    public static let sequencesVariable = "RANDOM_SEQUENCES"
    public static let stepsVariable = "RANDOM_STEPS"
    public static let lifetimesEveryVariable = "RANDOM_LIFETIMES_EVERY"
}
