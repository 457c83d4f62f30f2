import Results

/// X02: runs `count` random sequences of `steps` operations against every style and the reference
/// model, comparing the screens after every step. Sequence `i` is generated from `seed + i`, so a
/// failing one can be replayed alone. `progress` hears after each sequence how many have run and
/// whether this one diverged.
///
/// A sequence whose seed is a multiple of `lifetimesEvery` is also checked for objects that outlive
/// the app (the census of X01): 1, the default, checks every sequence.
@MainActor
package func runRandomSequences(
    seed: UInt64, count: Int, steps: Int, styles: [Style] = StyleRegistry.all, lifetimesEvery: UInt64 = 1,
    progress: (_ done: Int, _ diverged: Bool) -> Void = { _, _ in }
) -> RandomSequenceReport {
    RandomSequenceRunner(steps: steps, styles: styles, lifetimesEvery: max(lifetimesEvery, 1))
        .run(seed: seed, count: count, progress: progress)
}

@MainActor
struct RandomSequenceRunner {
    /// How many failures per style are shortened and explained; the rest are only counted.
    static let explainedFailuresPerStyle = 3

    let steps: Int
    let styles: [Style]
    let lifetimesEvery: UInt64

    func run(seed: UInt64, count: Int, progress: (Int, Bool) -> Void) -> RandomSequenceReport {
        var divergences = Dictionary(uniqueKeysWithValues: styles.map { ($0.name, 0) })
        var failures: [RandomSequenceFailure] = []
        var divergingSeeds: [UInt64] = []
        let clock = ContinuousClock()
        var durations = [Duration](repeating: .zero, count: styles.count)
        for index in 0..<max(count, 0) {
            let sequenceSeed = seed &+ UInt64(index)
            var generator = OperationGenerator(seed: sequenceSeed)
            let operations = generator.sequence(steps: steps)
            let checkingLifetimes = sequenceSeed % lifetimesEvery == 0
            var diverged = false
            for (position, style) in styles.enumerated() {
                let started = clock.now
                defer { durations[position] += clock.now - started }
                guard
                    SequenceReplay.firstDivergence(of: operations, on: style, checkingLifetimes: checkingLifetimes)
                        != nil
                else { continue }
                diverged = true
                divergences[style.name, default: 0] += 1
                if failures.count(where: { $0.styleName == style.name }) < Self.explainedFailuresPerStyle {
                    failures.append(
                        explain(
                            operations, style: style, sequenceSeed: sequenceSeed, checkingLifetimes: checkingLifetimes))
                }
            }
            if diverged { divergingSeeds.append(sequenceSeed) }
            progress(index + 1, diverged)
        }
        return RandomSequenceReport(
            totals: RandomSequenceTotals(
                seed: seed, sequences: count, steps: steps, divergences: divergingSeeds.count,
                lifetimesEvery: lifetimesEvery),
            divergencesByStyle: divergences, divergingSeeds: divergingSeeds, failures: failures,
            times: zip(styles, durations).map { style, duration in
                RandomSequenceStyleTime(
                    style: style.name, framework: style.definition.framework, seconds: duration.inSeconds)
            })
    }

    /// Shortens the failing sequence and describes where the shortest one diverges.
    func explain(_ operations: [UserOperation], style: Style, sequenceSeed: UInt64, checkingLifetimes: Bool)
        -> RandomSequenceFailure
    {
        func divergence(_ operations: [UserOperation]) -> SequenceDivergence? {
            SequenceReplay.firstDivergence(of: operations, on: style, checkingLifetimes: checkingLifetimes)
        }
        let shortest = SequenceReplay.applicable(Shrinker.shrink(operations) { divergence($0) != nil })
        let found = divergence(shortest)
        let listing = shortest.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        let message =
            "X02: style \(style.name) diverged from the reference model in the sequence of seed \(sequenceSeed)"
            + " (\(operations.count) operations). Shortest failing sequence found"
            + " (\(shortest.count) operations):\n\(listing)\n"
            + (found.map(\.report) ?? "(the shortened sequence no longer fails)")
        return RandomSequenceFailure(styleName: style.name, sequenceSeed: sequenceSeed, message: message)
    }
}
