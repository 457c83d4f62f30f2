import CommandSupport
import Results

/// The options of `compare report`.
package struct ReportOptions: Equatable {
    package var root = "."
    package var scratchPath = ".build"
    package var output = "Reports"
    package var seed = RandomSequenceDefaults.seed
    package var sequences = RandomSequenceDefaults.reportSequences
    package var steps = RandomSequenceDefaults.steps
    /// The random sequences whose seed is a multiple of this are also checked for lifetimes.
    package var lifetimesEvery = RandomSequenceDefaults.reportLifetimesEvery
    /// How long the build before this command took, for environment.json.
    package var buildSeconds: Double?
    /// Measure what the architecture buys (structure, and each case's profile while the tests run);
    /// `--without-architecture` leaves it out, for the benchmark that prices it.
    package var architecture = true

    package init() {}

    /// What `compare report` accepts, with the defaults its usage states.
    package static let parser: OptionParser = {
        let defaults = ReportOptions()
        return OptionParser([
            OptionDeclaration("--root", .text(placeholder: "DIR"), default: defaults.root),
            OptionDeclaration("--scratch-path", .text(placeholder: "DIR"), default: defaults.scratchPath),
            OptionDeclaration("--output", .text(placeholder: "DIR"), default: defaults.output),
            OptionDeclaration("--seed", .wholeNumber, default: "\(defaults.seed)"),
            OptionDeclaration("--sequences", .wholeNumber, default: "\(defaults.sequences)"),
            OptionDeclaration("--steps", .wholeNumber, default: "\(defaults.steps)"),
            OptionDeclaration("--lifetimes-every", .count, default: "\(defaults.lifetimesEvery)"),
            OptionDeclaration("--build-seconds", .seconds),
            OptionDeclaration("--without-architecture", .flag),
        ])
    }()

    package init(arguments: [String]) throws(UsageError) {
        let options = try Self.parser.parse(arguments)
        root = options.text("--root") ?? root
        scratchPath = options.text("--scratch-path") ?? scratchPath
        output = options.text("--output") ?? output
        seed = try options.number("--seed", as: UInt64.self) ?? seed
        sequences = try options.number("--sequences", as: Int.self) ?? sequences
        steps = try options.number("--steps", as: Int.self) ?? steps
        lifetimesEvery = try options.number("--lifetimes-every", as: UInt64.self) ?? lifetimesEvery
        buildSeconds = options.seconds("--build-seconds")
        architecture = !options.flag("--without-architecture")
    }

    /// What the scenario tests need to know: the random-sequence settings.
    package var testEnvironment: [String: String] {
        [
            RandomSequenceDefaults.seedVariable: "\(seed)",
            RandomSequenceDefaults.sequencesVariable: "\(sequences)",
            RandomSequenceDefaults.stepsVariable: "\(steps)",
            RandomSequenceDefaults.lifetimesEveryVariable: "\(lifetimesEvery)",
        ]
    }
}
