import Catalogue
import Foundation
import Measure
import Results

/// Plays random operation sequences against every style (the Harness supplies them), as `RandomSequenceRun`
/// asks, with a callback told after each sequence how many have run and whether that one diverged.
typealias RandomSequenceSource =
    @MainActor (RandomSequenceRun, _ progress: (_ done: Int, _ diverged: Bool) -> Void) -> RandomSequenceOutcome

/// One run of random sequences: sequence `i` comes from `seed + i`; those whose seed is a multiple of
/// `lifetimesEvery` are also checked for objects that outlive the app.
struct RandomSequenceRun: Equatable, Sendable {
    let seed: UInt64
    let sequences: Int
    let steps: Int
    let lifetimesEvery: UInt64
    /// The one style to play against; nil for every style.
    var style: String? = nil
}

/// `compare fuzz`: random operation sequences against every style, split over one process per
/// processor, with a running count. Any divergence fails the command with the seed and the shortest
/// failing sequence of each (at most a few per style and process are shortened).
enum FuzzCommand {
    /// Seconds between two lines of the running count.
    static let progressInterval: Duration = .seconds(2)

    @MainActor
    static func run(
        _ options: FuzzOptions, source: RandomSequenceSource, print: @escaping @Sendable (String) -> Void,
        printError: (String) -> Void
    ) async -> Int32 {
        if options.worker { return runWorker(options, source: source, print: print, printError: printError) }
        let clock = ContinuousClock()
        let started = clock.now
        let shards = FuzzShard.split(seed: options.seed, sequences: options.sequences, jobs: options.jobs)
        print(
            "Random sequences: \(options.sequences) of \(options.steps) steps from seed \(options.seed), "
                + "against \(options.style.map { "the style \($0)" } ?? "every style"), in "
                + Format.count(shards.count, "process", plural: "processes"))
        print("  " + lifetimesText(options.lifetimesEvery))
        let result: FuzzResult
        if shards.count == 1 {
            result = runHere(options, source: source, print: print)
        } else {
            guard let executable = Bundle.main.executableURL else {
                printError("compare fuzz: cannot find its own executable to start the workers")
                return 1
            }
            result = await FuzzWorkers(executable: executable, options: options).run(shards, print: print)
        }
        let seconds = (clock.now - started).inSeconds
        timeText(result.times, processes: shards.count).forEach(print)
        print(summary(options, result: result, seconds: seconds))
        guard result.succeeded else {
            printError("compare fuzz:\n" + result.failureText)
            return 1
        }
        return 0
    }

    static func summary(_ options: FuzzOptions, result: FuzzResult, seconds: Double) -> String {
        "Random sequences: seed \(options.seed), \(result.done) sequences of \(options.steps) steps, "
            + "\(result.divergences) divergences, \(Format.oneDecimal(seconds)) s"
    }

    /// Where the run's time went: each style's, then each UI framework's and the whole run's, in
    /// seconds of one process (the processes' times added up). Nothing when no time was reported.
    static func timeText(_ times: [RandomSequenceStyleTime], processes: Int) -> [String] {
        guard !times.isEmpty else { return [] }
        let total = times.map(\.seconds).reduce(0, +)
        let frameworks = UIFramework.allCases.compactMap { framework -> String? in
            let own = times.filter { $0.framework == framework }
            guard !own.isEmpty else { return nil }
            return "\(framework.rawValue) \(Format.oneDecimal(own.map(\.seconds).reduce(0, +))) s"
        }
        let each =
            processes > 1
            ? ", \(Format.oneDecimal(total / Double(processes))) s for each of \(processes) processes" : ""
        return [
            "  time per style, in seconds of one process: "
                + times.map { "\($0.style) \(Format.oneDecimal($0.seconds))" }.joined(separator: ", "),
            "  by UI framework: " + frameworks.joined(separator: ", ") + "; \(Format.oneDecimal(total)) s in all"
                + each,
        ]
    }

    /// All sequences in this process, with a running count every few seconds.
    @MainActor
    private static func runHere(_ options: FuzzOptions, source: RandomSequenceSource, print: @escaping (String) -> Void)
        -> FuzzResult
    {
        let clock = ContinuousClock()
        let started = clock.now
        var lastPrint = started
        var divergences = 0
        let outcome = source(options.run) { done, diverged in
            if diverged { divergences += 1 }
            guard clock.now - lastPrint >= progressInterval || done == options.sequences else { return }
            lastPrint = clock.now
            print(progressText(done: done, total: options.sequences, divergences: divergences, since: started))
        }
        return FuzzResult(
            done: outcome.totals.sequences, divergences: outcome.totals.divergences,
            report: outcome.failures.joined(separator: "\n\n"), problems: [], times: outcome.times)
    }

    /// A worker started by `FuzzWorkers`: progress lines and, at the end, each style's time on standard
    /// output; failures on standard error.
    @MainActor
    private static func runWorker(
        _ options: FuzzOptions, source: RandomSequenceSource, print: @escaping (String) -> Void,
        printError: (String) -> Void
    ) -> Int32 {
        var divergences = 0
        let outcome = source(options.run) { done, diverged in
            if diverged { divergences += 1 }
            if diverged || done % 10 == 0 || done == options.sequences {
                print(FuzzProgressLine(done: done, divergences: divergences).text)
            }
        }
        for time in outcome.times { print(FuzzTimeLine(time).text) }
        guard outcome.failures.isEmpty, outcome.totals.divergences == 0 else {
            printError(outcome.failures.joined(separator: "\n\n"))
            return 1
        }
        return 0
    }

    /// Which sequences also have their lifetimes checked, in words.
    static func lifetimesText(_ every: UInt64) -> String {
        let which = every == 1 ? "every sequence" : "every sequence whose seed is a multiple of \(every)"
        return "screens compared after every step; objects outliving the app checked in \(which)"
    }

    static func progressText(done: Int, total: Int, divergences: Int, since start: ContinuousClock.Instant) -> String {
        let seconds = (ContinuousClock().now - start).inSeconds
        return "  \(done) of \(total) sequences, \(divergences) divergences (\(Format.oneDecimal(seconds)) s)"
    }
}

/// What a fuzz run found, from one process or several.
struct FuzzResult: Equatable, Sendable {
    var done: Int
    var divergences: Int
    /// The explained failures, each with its seed and shortest failing sequence.
    var report: String
    /// Workers that ended without explaining themselves (a crash, a signal).
    var problems: [String]
    /// Each style's time, added up over the processes.
    var times: [RandomSequenceStyleTime] = []

    var succeeded: Bool { divergences == 0 && problems.isEmpty && report.isEmpty }

    var failureText: String {
        ([report] + problems).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}
