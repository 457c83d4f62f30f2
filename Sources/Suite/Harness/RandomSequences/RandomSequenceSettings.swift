import Results

/// How many random sequences a test run plays, of how many steps, from which seed, and in which of
/// them it also checks lifetimes: the defaults of `RandomSequenceDefaults` unless the environment says
/// otherwise (`make compare` asks for more sequences, with lifetimes checked in every tenth).
package struct RandomSequenceSettings: Sendable, Equatable {
    package var seed: UInt64
    package var sequences: Int
    package var steps: Int
    /// Lifetimes are checked in the sequences whose seed is a multiple of this (1: every sequence).
    package var lifetimesEvery: UInt64

    package init(
        seed: UInt64 = RandomSequenceDefaults.seed, sequences: Int = RandomSequenceDefaults.testSequences,
        steps: Int = RandomSequenceDefaults.steps, lifetimesEvery: UInt64 = RandomSequenceDefaults.testLifetimesEvery
    ) {
        self.seed = seed
        self.sequences = sequences
        self.steps = steps
        self.lifetimesEvery = lifetimesEvery
    }

    /// The settings named by `RANDOM_SEED`, `RANDOM_SEQUENCES`, `RANDOM_STEPS` and
    /// `RANDOM_LIFETIMES_EVERY`, each falling back to its default; a value that is not a number (or,
    /// for the last, a number below 1) is an error rather than a silent default.
    package init(environment: [String: String]) throws(RandomSequenceSettingsError) {
        self.init()
        seed = try Self.number(RandomSequenceDefaults.seedVariable, in: environment) ?? seed
        sequences = try Self.number(RandomSequenceDefaults.sequencesVariable, in: environment) ?? sequences
        steps = try Self.number(RandomSequenceDefaults.stepsVariable, in: environment) ?? steps
        lifetimesEvery =
            try Self.number(RandomSequenceDefaults.lifetimesEveryVariable, in: environment, atLeast: 1)
            ?? lifetimesEvery
    }

    private static func number<Value: FixedWidthInteger>(
        _ name: String, in environment: [String: String], atLeast minimum: Value = 0
    ) throws(RandomSequenceSettingsError) -> Value? {
        guard let text = environment[name] else { return nil }
        guard let value = Value(text), value >= minimum else {
            throw RandomSequenceSettingsError(name: name, value: text, minimum: Int(minimum))
        }
        return value
    }
}

/// An environment variable of the random sequences that does not hold a whole number, or one too small.
package struct RandomSequenceSettingsError: Error, CustomStringConvertible, Equatable {
    package let name: String
    package let value: String
    package let minimum: Int

    package init(name: String, value: String, minimum: Int = 0) {
        self.name = name
        self.value = value
        self.minimum = minimum
    }

    package var description: String { "\(name) must be a whole number of \(minimum) or more, not '\(value)'." }
}
