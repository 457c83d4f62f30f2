import Foundation

/// The options of `compare fuzz`.
struct FuzzOptions: Equatable {
    var seed = RandomSequenceDefaults.seed
    var sequences = RandomSequenceDefaults.fuzzSequences
    var steps = RandomSequenceDefaults.steps
    /// Sequences whose seed is a multiple of this are also checked for objects that outlive the app.
    var lifetimesEvery = RandomSequenceDefaults.fuzzLifetimesEvery
    /// How many processes share the sequences; the default is one per processor.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Set on the processes `compare fuzz` starts itself: they report progress in lines the parent reads.
    var worker = false

    init() {}

    init(arguments: [String]) throws {
        worker = arguments.contains(Self.workerFlag)
        let options = try OptionList(
            arguments.filter { $0 != Self.workerFlag },
            allowed: ["--seed", "--sequences", "--steps", "--jobs", "--lifetimes-every"])
        seed = try options.number("--seed", as: UInt64.self) ?? seed
        sequences = try options.number("--sequences", as: Int.self) ?? sequences
        steps = try options.number("--steps", as: Int.self) ?? steps
        jobs = try options.positiveNumber("--jobs", as: Int.self) ?? jobs
        lifetimesEvery = try options.positiveNumber("--lifetimes-every", as: UInt64.self) ?? lifetimesEvery
        guard sequences >= 0, steps >= 0 else { throw UsageError("--sequences and --steps cannot be negative") }
    }

    static let workerFlag = "--worker"

    /// What a run asks of the random-sequence source.
    var run: RandomSequenceRun {
        RandomSequenceRun(seed: seed, sequences: sequences, steps: steps, lifetimesEvery: lifetimesEvery)
    }
}
