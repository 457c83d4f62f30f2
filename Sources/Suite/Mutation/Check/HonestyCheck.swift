import CommandSupport
import Foundation
import Measure
import Results

/// `make mutate-check`: re-applies a sample of mutants as plain source edits (no switch anywhere),
/// builds, runs every unit test of the style and every scenario of the style, and checks each
/// verdict against the schemata run. One sample of each style per build, since styles never share code.
struct HonestyCheck {
    let engine: MutationEngine
    /// A plain run has no baseline of its own; this limit is far above any of them.
    static let timeLimit = Duration.seconds(120)

    func run() async throws -> MutationResults {
        var results: MutationResults
        do {
            results = try MutationResults.read(from: engine.resultsFile)
        } catch {
            throw MutationError.noResults(path: engine.resultsFile.path, reason: String(describing: error))
        }
        let fingerprint = try MutationFingerprint.compute(packageRoot: engine.packageRoot, table: engine.table)
        guard results.fingerprint == fingerprint else {
            throw MutationError.staleResults(path: engine.resultsFile.path)
        }
        let plan = try MutationPlan.make(packageRoot: engine.packageRoot, table: engine.table)
        let mutants = Dictionary(uniqueKeysWithValues: plan.mutants.map { ($0.id, $0) })
        let samples = SampleSelection.pick(from: results)
        for sample in samples.values.flatMap({ $0 }) {
            let found = mutants[sample.record.id]
            guard let found, found.file == sample.record.file, found.line == sample.record.line,
                found.site.operator == sample.record.operator
            else {
                throw MutationError.sitesChanged(
                    id: sample.record.id, recorded: "\(sample.record.location) \(sample.record.operator.rawValue)",
                    found: found.map { "\($0.file):\($0.line) \($0.site.operator.rawValue)" } ?? "no such mutant")
            }
        }
        var checked: [HonestySample] = []
        let rounds = samples.values.map(\.count).max() ?? 0
        for round in 0..<rounds {
            let batch = samples.keys.sorted().compactMap {
                samples[$0].flatMap { $0.indices.contains(round) ? $0[round] : nil }
            }
            engine.say(
                "==> honesty check, round \(round + 1) of \(rounds): mutants "
                    + batch.map { "\($0.record.id)" }.joined(separator: ", "))
            checked += try await check(batch, plan: plan, mutants: mutants)
        }
        results.honestyCheck = HonestyCheckResult(samples: checked)
        try results.write(to: engine.resultsFile)
        return results
    }

    private func check(_ batch: [SampleSelection.Sample], plan: MutationPlan, mutants: [Int: Mutant]) async throws
        -> [HonestySample]
    {
        var replacements: [String: String] = [:]
        for sample in batch {
            guard let mutant = mutants[sample.record.id],
                let file = plan.files.first(where: { $0.path == mutant.file })
            else { continue }
            let edited =
                Array(file.source[..<mutant.site.range.lowerBound]) + Array(mutant.site.plainReplacement.utf8)
                + Array(file.source[mutant.site.range.upperBound...])
            replacements[file.path] = String(decoding: edited, as: UTF8.self)
        }
        // The reach instrumentation stays (it records nothing without a reach file), so the platform and
        // the test support are not rebuilt; the styles' switches stay too, with no mutant on.
        try engine.scratchPackage.write(
            replacements: replacements,
            additions: try ReachInstrumentation.edits(packageRoot: engine.packageRoot, styles: plan.styles))
        let log = engine.scratchFolder.appendingPathComponent("check-build.log")
        let end = try await BuildProgress.watch(log: log, say: engine.say) {
            try await ProcessRunner.run(
                try engine.swiftExecutable(),
                ["build", "--build-tests", "--package-path", engine.scratchPackage.root.path],
                output: .log(log)
            ).end
        }
        guard end == .exited(0) else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw MutationError.buildFailed(
                log: log.path,
                excerpt: text.split(separator: "\n").filter { $0.contains("error") }.suffix(20).joined(separator: "\n"))
        }
        let launcher = TestLauncher(invocation: try engine.invocation())
        let styles = engine.table.styles
        var jobs: [(sample: SampleSelection.Sample, selection: TestSelection, isUnit: Bool)] = []
        for sample in batch {
            if let style = styles.first(where: { $0.name == sample.style }) {
                jobs.append((sample, .unitTests(of: style), true))
            }
            jobs.append((sample, .scenarios(of: sample.style, ids: nil), false))
        }
        let selections = jobs.map(\.selection)
        let verdicts = try await WorkerPool.run(selections, workers: engine.options.workers) { selection in
            let (outcome, _) = try await launcher.run(selection, timeLimit: Self.timeLimit)
            switch outcome {
            case .passed: return MutantVerdict.survived
            case .failed: return .killed
            case .noTests:
                throw MutationError.baselineFailed(
                    what: "selecting the tests of a sample (no test matched)", log: "-", excerpt: "")
            case .crashed: return .crashed
            case .timedOut: return .timedOut
            }
        }
        return batch.map { sample in
            let unit = zip(jobs, verdicts).first { $0.0.sample == sample && $0.0.isUnit }?.1 ?? .notReached
            let scenarios = zip(jobs, verdicts).first { $0.0.sample == sample && !$0.0.isUnit }?.1 ?? .notReached
            let outcome = HonestySample(
                id: sample.record.id, style: sample.style, category: sample.category,
                expectedUnit: sample.record.unit, observedUnit: unit, expectedScenarios: sample.record.scenarios,
                observedScenarios: scenarios)
            engine.say(
                "    \(sample.style) mutant \(sample.record.id) (\(sample.category), \(sample.record.location)): "
                    + "unit \(sample.record.unit.rawValue) -> \(unit.rawValue), scenarios "
                    + "\(sample.record.scenarios.rawValue) -> \(scenarios.rawValue)"
                    + (outcome.agrees ? "" : "  DISAGREES"))
            return outcome
        }
    }
}
