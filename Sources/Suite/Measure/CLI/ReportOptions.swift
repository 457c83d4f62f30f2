/// The options of `compare report`.
struct ReportOptions: Equatable {
    var root = "."
    var scratchPath = ".build"
    var output = "Reports"
    var seed = RandomSequenceDefaults.seed
    var sequences = RandomSequenceDefaults.reportSequences
    var steps = RandomSequenceDefaults.steps
    /// The random sequences whose seed is a multiple of this are also checked for lifetimes.
    var lifetimesEvery = RandomSequenceDefaults.reportLifetimesEvery
    /// How long the build before this command took, for environment.json.
    var buildSeconds: Double?
    /// Measure what the architecture buys (structure, and each case's profile while the tests run);
    /// `--without-architecture` leaves it out, for the benchmark that prices it.
    var architecture = true

    init() {}

    init(arguments: [String]) throws {
        architecture = !arguments.contains("--without-architecture")
        let options = try OptionList(
            arguments.filter { $0 != "--without-architecture" },
            allowed: [
                "--root", "--scratch-path", "--output", "--seed", "--sequences", "--steps", "--lifetimes-every",
                "--build-seconds",
            ])
        root = options.string("--root") ?? root
        scratchPath = options.string("--scratch-path") ?? scratchPath
        output = options.string("--output") ?? output
        seed = try options.number("--seed", as: UInt64.self) ?? seed
        sequences = try options.number("--sequences", as: Int.self) ?? sequences
        steps = try options.number("--steps", as: Int.self) ?? steps
        lifetimesEvery = try options.positiveNumber("--lifetimes-every", as: UInt64.self) ?? lifetimesEvery
        buildSeconds = try options.number("--build-seconds", as: Double.self)
    }

    /// What the scenario tests need to know: the random-sequence settings.
    var testEnvironment: [String: String] {
        [
            RandomSequenceDefaults.seedVariable: "\(seed)",
            RandomSequenceDefaults.sequencesVariable: "\(sequences)",
            RandomSequenceDefaults.stepsVariable: "\(steps)",
            RandomSequenceDefaults.lifetimesEveryVariable: "\(lifetimesEvery)",
        ]
    }
}
