import Foundation
import Measure

/// Runs each mutant against what reaches it: its style's unit tests, and separately the scenarios of
/// that style that reach it (the catalogue scenarios first; the random sequences only when those
/// leave it alive). A run past its time limit, or that crashes, kills the mutant and says so.
struct MutantRuns: Sendable {
    let launcher: TestLauncher
    let reach: ReachMap
    let styles: [StyleDefinition]
    let scenarioOrder: [String]
    let timeLimit: TimeLimit
    let workers: Int

    /// A run's limit: a multiple of its baseline, never below a floor.
    struct TimeLimit: Sendable {
        let multiple: Double
        let floorSeconds: Double

        func limit(baseline seconds: Double) -> Duration {
            .milliseconds(Int((max(floorSeconds, multiple * seconds) * 1000).rounded()))
        }
    }

    enum Kind: Sendable, Equatable {
        case unit(tests: [String])
        case scenarios(catalogue: [String], random: Bool)
    }

    struct Job: Sendable {
        let mutant: Int
        let style: String
        let kind: Kind
        /// Baseline seconds of what the job runs: for ordering and the time left.
        let cost: Double
    }

    /// The jobs of the given mutants: one per kind of test that reaches each, longest first.
    func jobs(for mutants: [Mutant]) -> [Job] {
        var jobs: [Job] = []
        for mutant in mutants {
            let tests = reach.unitTests(reaching: mutant.id, style: mutant.style)
            if !tests.isEmpty {
                jobs.append(
                    Job(
                        mutant: mutant.id, style: mutant.style, kind: .unit(tests: tests),
                        cost: reach.unitSeconds(tests, style: mutant.style)))
            }
            let (catalogue, random) = reach.scenarios(reaching: mutant.id, style: mutant.style, order: scenarioOrder)
            if !catalogue.isEmpty || random {
                let ids = catalogue + (random ? [TestSelection.randomSequencesID] : [])
                jobs.append(
                    Job(
                        mutant: mutant.id, style: mutant.style, kind: .scenarios(catalogue: catalogue, random: random),
                        cost: reach.scenarioSeconds(ids, style: mutant.style)))
            }
        }
        return jobs.sorted { ($0.cost, $1.mutant) > ($1.cost, $0.mutant) }
    }

    /// What each kind of test made of one mutant; nil where that kind does not reach it.
    struct Verdicts: Sendable, Equatable {
        var unit: MutantVerdict?
        var scenarios: MutantVerdict?
    }

    /// Runs the jobs on the workers; returns each mutant's verdict per kind.
    func run(_ jobs: [Job], progress: Progress) async throws -> [Int: Verdicts] {
        let verdicts = try await WorkerPool.run(
            jobs, workers: workers, body: { job in try await self.run(job) },
            finished: { index, _ in progress.finished(cost: jobs[index].cost) })
        var byMutant: [Int: Verdicts] = [:]
        for (job, verdict) in zip(jobs, verdicts) {
            var entry = byMutant[job.mutant] ?? Verdicts()
            if case .unit = job.kind { entry.unit = verdict } else { entry.scenarios = verdict }
            byMutant[job.mutant] = entry
        }
        return byMutant
    }

    private func run(_ job: Job) async throws -> MutantVerdict {
        switch job.kind {
        case .unit(let tests):
            guard let style = styles.first(where: { $0.name == job.style }) else { return .notReached }
            return try await verdict(
                .unitTests(of: style, tests: tests), mutant: job.mutant, baseline: job.cost, what: "unit tests")
        case .scenarios(let catalogue, let random):
            if !catalogue.isEmpty {
                let verdict = try await verdict(
                    .scenarios(of: job.style, ids: catalogue), mutant: job.mutant,
                    baseline: reach.scenarioSeconds(catalogue, style: job.style), what: "scenarios")
                if verdict.isKill || !random { return verdict }
            }
            let ids = [TestSelection.randomSequencesID]
            return try await verdict(
                .scenarios(of: job.style, ids: ids), mutant: job.mutant,
                baseline: reach.scenarioSeconds(ids, style: job.style), what: "random sequences")
        }
    }

    private func verdict(_ selection: TestSelection, mutant: Int, baseline: Double, what: String) async throws
        -> MutantVerdict
    {
        let (outcome, _) = try await launcher.run(
            selection, mutant: mutant, timeLimit: timeLimit.limit(baseline: baseline))
        switch outcome {
        case .passed: return .survived
        case .failed: return .killed
        case .crashed: return .crashed
        case .timedOut: return .timedOut
        case .noTests:
            throw MutationError.baselineFailed(
                what: "selecting the \(what) for mutant \(mutant) (no test matched)", log: "-", excerpt: "")
        }
    }
}
