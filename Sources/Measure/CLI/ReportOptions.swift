/// The options of `compare report`.
struct ReportOptions: Equatable {
    var root = "."
    var scratchPath = ".build-cov"
    var output = "Reports"
    var seed: UInt64 = 20_261_118
    var sequences = 200
    var steps = 30
    /// How long the build before this command took, for environment.json.
    var buildSeconds: Double?
    /// Run the tests and the matrix even when the last run's results could be reused.
    var fresh = false

    init() {}

    init(arguments: [String]) throws {
        fresh = arguments.contains("--fresh")
        let options = try OptionList(
            arguments.filter { $0 != "--fresh" },
            allowed: [
                "--root", "--scratch-path", "--output", "--seed", "--sequences", "--steps", "--build-seconds",
            ])
        root = options.string("--root") ?? root
        scratchPath = options.string("--scratch-path") ?? scratchPath
        output = options.string("--output") ?? output
        seed = try options.number("--seed", as: UInt64.self) ?? seed
        sequences = try options.number("--sequences", as: Int.self) ?? sequences
        steps = try options.number("--steps", as: Int.self) ?? steps
        buildSeconds = try options.number("--build-seconds", as: Double.self)
    }
}
