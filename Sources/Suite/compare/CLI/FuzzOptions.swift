import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// The options of `compare fuzz`.
struct FuzzOptions: Equatable {
    var seed = RandomSequenceDefaults.seed
    var sequences = RandomSequenceDefaults.fuzzSequences
    var steps = RandomSequenceDefaults.steps
    /// Sequences whose seed is a multiple of this are also checked for objects that outlive the app.
    var lifetimesEvery = RandomSequenceDefaults.fuzzLifetimesEvery
    /// How many processes share the sequences; the default is one per processor.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The one style to play against, for someone working on it; nil plays every style.
    var style: String?
    /// Set on the processes `compare fuzz` starts itself: they report progress in lines the parent reads.
    var worker = false

    init() {}

    static let workerFlag = "--worker"

    /// What `compare fuzz` accepts, with the defaults its usage states.
    static let parser: OptionParser = {
        let defaults = FuzzOptions()
        return OptionParser([
            OptionDeclaration("--seed", .wholeNumber, default: "\(defaults.seed)"),
            OptionDeclaration("--sequences", .wholeNumber, default: "\(defaults.sequences)"),
            OptionDeclaration("--steps", .wholeNumber, default: "\(defaults.steps)"),
            OptionDeclaration("--lifetimes-every", .count, default: "\(defaults.lifetimesEvery)"),
            OptionDeclaration("--jobs", .count, default: "one per processor (here \(defaults.jobs))"),
            OptionDeclaration("--style", .text(placeholder: "STYLE"), default: "every style"),
            OptionDeclaration(workerFlag, .flag, hidden: true),
        ])
    }()

    init(arguments: [String]) throws(UsageError) {
        let options = try Self.parser.parse(arguments)
        worker = options.flag(Self.workerFlag)
        seed = try options.number("--seed", as: UInt64.self) ?? seed
        sequences = try options.number("--sequences", as: Int.self) ?? sequences
        steps = try options.number("--steps", as: Int.self) ?? steps
        jobs = try options.number("--jobs", as: Int.self) ?? jobs
        lifetimesEvery = try options.number("--lifetimes-every", as: UInt64.self) ?? lifetimesEvery
        if let name = options.text("--style") {
            guard StyleCatalogue.style(named: name) != nil else {
                throw UsageError.unknownStyle(name, option: "--style", styles: StyleCatalogue.styles.map(\.name))
            }
            style = name
        }
    }

    /// What a run asks of the random-sequence source.
    var run: RandomSequenceRun {
        RandomSequenceRun(seed: seed, sequences: sequences, steps: steps, lifetimesEvery: lifetimesEvery, style: style)
    }
}
