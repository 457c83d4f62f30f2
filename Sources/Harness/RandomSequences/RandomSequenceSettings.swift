import Measure

/// How many random sequences a test run plays, of how many steps, from which seed: the defaults of
/// `RandomSequenceDefaults` unless the environment says otherwise (`make compare` asks for more).
public struct RandomSequenceSettings: Sendable, Equatable {
    public var seed: UInt64
    public var sequences: Int
    public var steps: Int

    public init(
        seed: UInt64 = RandomSequenceDefaults.seed, sequences: Int = RandomSequenceDefaults.testSequences,
        steps: Int = RandomSequenceDefaults.steps
    ) {
        self.seed = seed
        self.sequences = sequences
        self.steps = steps
    }

    /// The settings named by `RANDOM_SEED`, `RANDOM_SEQUENCES` and `RANDOM_STEPS`, each falling back
    /// to its default; a value that is not a number is an error rather than a silent default.
    public init(environment: [String: String]) throws(RandomSequenceSettingsError) {
        self.init()
        seed = try Self.number(RandomSequenceDefaults.seedVariable, in: environment) ?? seed
        sequences = try Self.number(RandomSequenceDefaults.sequencesVariable, in: environment) ?? sequences
        steps = try Self.number(RandomSequenceDefaults.stepsVariable, in: environment) ?? steps
    }

    private static func number<Value: FixedWidthInteger>(_ name: String, in environment: [String: String])
        throws(RandomSequenceSettingsError) -> Value?
    {
        guard let text = environment[name] else { return nil }
        guard let value = Value(text), value >= 0 else { throw RandomSequenceSettingsError(name: name, value: text) }
        return value
    }
}

/// An environment variable of the random sequences that does not hold a whole number.
public struct RandomSequenceSettingsError: Error, CustomStringConvertible, Equatable {
    public let name: String
    public let value: String

    public var description: String { "\(name) must be a whole number of 0 or more, not '\(value)'." }
}
