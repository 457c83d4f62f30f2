import Foundation
import Measure

/// Runs each mutant against what reaches it: its style's unit tests (those that create no view first;
/// the others only when those leave it alive), and separately the scenarios of that style that reach
/// it (the catalogue scenarios first; the random sequences only when those leave it alive). A run past
/// its time limit, or that crashes, kills the mutant and says so.
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
        case unit(ReachMap.UnitTests)
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
            if !tests.all.isEmpty {
                jobs.append(
                    Job(
                        mutant: mutant.id, style: mutant.style, kind: .unit(tests),
                        cost: reach.unitSeconds(tests.all, style: mutant.style)))
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
        /// The unit tests that create no view, alone.
        var viewFreeUnit: MutantVerdict?
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
            if case .unit = job.kind {
                entry.unit = verdict.all
                entry.viewFreeUnit = verdict.viewFree
            } else {
                entry.scenarios = verdict.all
            }
            byMutant[job.mutant] = entry
        }
        return byMutant
    }

    /// One job's verdict, and for unit tests that of the view-free ones alone (nil when none reach).
    private struct JobVerdict: Sendable {
        var all: MutantVerdict
        var viewFree: MutantVerdict?
    }

    private func run(_ job: Job) async throws -> JobVerdict {
        switch job.kind {
        case .unit(let tests):
            guard let style = styles.first(where: { $0.name == job.style }) else { return JobVerdict(all: .notReached) }
            var viewFree: MutantVerdict?
            if !tests.viewFree.isEmpty {
                let verdict = try await verdict(
                    .unitTests(of: style, tests: tests.viewFree), mutant: job.mutant,
                    baseline: reach.unitSeconds(tests.viewFree, style: job.style), what: "unit tests with no view")
                if verdict.isKill || tests.withView.isEmpty { return JobVerdict(all: verdict, viewFree: verdict) }
                viewFree = verdict
            }
            let withView = try await verdict(
                .unitTests(of: style, tests: tests.withView), mutant: job.mutant,
                baseline: reach.unitSeconds(tests.withView, style: job.style), what: "unit tests that create a view")
            return JobVerdict(all: withView, viewFree: viewFree)
        case .scenarios(let catalogue, let random):
            if !catalogue.isEmpty {
                let verdict = try await verdict(
                    .scenarios(of: job.style, ids: catalogue), mutant: job.mutant,
                    baseline: reach.scenarioSeconds(catalogue, style: job.style), what: "scenarios")
                if verdict.isKill || !random { return JobVerdict(all: verdict) }
            }
            let ids = [TestSelection.randomSequencesID]
            return JobVerdict(
                all: try await verdict(
                    .scenarios(of: job.style, ids: ids), mutant: job.mutant,
                    baseline: reach.scenarioSeconds(ids, style: job.style), what: "random sequences"))
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
