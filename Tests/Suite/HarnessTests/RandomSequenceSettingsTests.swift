import Testing

@testable import Harness

@Suite("Random sequence settings")
struct RandomSequenceSettingsTests {
    @Test("without variables: seed 20261118, 100 sequences of 30 steps, lifetimes checked in every one")
    func defaults() throws {
        let settings = try RandomSequenceSettings(environment: [:])

        #expect(settings == RandomSequenceSettings(seed: 20_261_118, sequences: 100, steps: 30, lifetimesEvery: 1))
    }

    @Test("each variable overrides its own setting")
    func variables() throws {
        let settings = try RandomSequenceSettings(environment: [
            "RANDOM_SEED": "7", "RANDOM_SEQUENCES": "1000", "RANDOM_STEPS": "12", "RANDOM_LIFETIMES_EVERY": "10",
        ])

        #expect(settings == RandomSequenceSettings(seed: 7, sequences: 1_000, steps: 12, lifetimesEvery: 10))
    }

    @Test(
        "a value that is not a whole number, or below the least allowed, is an error in plain words",
        arguments: [
            ("RANDOM_SEQUENCES", "many", "RANDOM_SEQUENCES must be a whole number of 0 or more, not 'many'."),
            ("RANDOM_STEPS", "-1", "RANDOM_STEPS must be a whole number of 0 or more, not '-1'."),
            ("RANDOM_LIFETIMES_EVERY", "0", "RANDOM_LIFETIMES_EVERY must be a whole number of 1 or more, not '0'."),
        ])
    func rejects(name: String, value: String, message: String) {
        #expect {
            try RandomSequenceSettings(environment: [name: value])
        } throws: { error in
            String(describing: error) == message
        }
    }
}
