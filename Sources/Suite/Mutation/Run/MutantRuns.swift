import Catalogue
import Foundation
import Measure
import Results

/// Runs each mutant against the tests of its style that reach it, kind after kind while it stays
/// alive, as mutation tools stop at the first failing test: the unit tests that create no view, the
/// other unit tests, the catalogue scenarios, the random sequences. The order makes the verdicts a
/// cascade a reader can add up (killed with no view, killed by the other unit tests, killed only by
/// the scenarios, survived), and spares most mutants a scenario run. A run past its time limit, or that
/// crashes, kills the mutant and says so.
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

    /// One mutant and every test of its style that reaches it.
    struct Job: Sendable {
        let mutant: Int
        let style: String
        let unit: ReachMap.UnitTests
        let catalogue: [String]
        let random: Bool
        /// Baseline seconds of everything the job may run: for ordering and the time left.
        let cost: Double
    }

    /// One job per mutant that some test reaches, longest first.
    func jobs(for mutants: [Mutant]) -> [Job] {
        var jobs: [Job] = []
        for mutant in mutants {
            let unit = reach.unitTests(
                reaching: mutant.id, style: mutant.style, oncePerProcess: mutant.site.oncePerProcess)
            let (catalogue, random) = reach.scenarios(reaching: mutant.id, style: mutant.style, order: scenarioOrder)
            guard !unit.all.isEmpty || !catalogue.isEmpty || random else { continue }
            let scenarioIDs = catalogue + (random ? [ScenarioRunSelection.randomSequencesID] : [])
            jobs.append(
                Job(
                    mutant: mutant.id, style: mutant.style, unit: unit, catalogue: catalogue, random: random,
                    cost: (unit.all.isEmpty ? 0 : reach.unitSeconds(unit.all, style: mutant.style))
                        + (scenarioIDs.isEmpty ? 0 : reach.scenarioSeconds(scenarioIDs, style: mutant.style))))
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

    /// Runs the jobs on the workers; returns each mutant's verdicts.
    func run(_ jobs: [Job], progress: Progress) async throws -> [Int: Verdicts] {
        let verdicts = try await WorkerPool.run(
            jobs, workers: workers, body: { job in try await self.run(job) },
            finished: { index, _ in progress.finished(cost: jobs[index].cost) })
        return Dictionary(uniqueKeysWithValues: zip(jobs.map(\.mutant), verdicts))
    }

    private func run(_ job: Job) async throws -> Verdicts {
        var verdicts = Verdicts()
        let style = styles.first { $0.name == job.style }
        if let style, !job.unit.viewFree.isEmpty {
            verdicts.viewFreeUnit = try await verdict(
                .unitTests(of: style, tests: job.unit.viewFree), mutant: job.mutant,
                baseline: reach.unitSeconds(job.unit.viewFree, style: job.style), what: "unit tests with no view")
            verdicts.unit = verdicts.viewFreeUnit
        }
        if let style, !job.unit.withView.isEmpty, verdicts.unit?.isKill != true {
            verdicts.unit = try await verdict(
                .unitTests(of: style, tests: job.unit.withView), mutant: job.mutant,
                baseline: reach.unitSeconds(job.unit.withView, style: job.style), what: "unit tests")
        }
        let scenariosReach = !job.catalogue.isEmpty || job.random
        if verdicts.unit?.isKill == true {
            verdicts.scenarios = scenariosReach ? .notRun : nil
            return verdicts
        }
        if !job.catalogue.isEmpty {
            verdicts.scenarios = try await verdict(
                .scenarios(of: job.style, ids: job.catalogue), mutant: job.mutant,
                baseline: reach.scenarioSeconds(job.catalogue, style: job.style), what: "scenarios")
        }
        if job.random, verdicts.scenarios?.isKill != true {
            let ids = [ScenarioRunSelection.randomSequencesID]
            verdicts.scenarios = try await verdict(
                .scenarios(of: job.style, ids: ids), mutant: job.mutant,
                baseline: reach.scenarioSeconds(ids, style: job.style), what: "random sequences")
        }
        return verdicts
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
