import Foundation
import Measure

/// Which mutants each test reaches, from one recording run per test of the unmutated build (the
/// switch appends every id it is asked about), and how long each run took: the baselines for the
/// time-outs. Unit tests are recorded one test function at a time and scenarios one id at a time,
/// so a mutant later runs only the tests that reach it. The same recording says whether a unit test
/// created a view (`ViewCreationProbe`).
struct ReachMap: Sendable {
    struct Recording: Sendable {
        let reached: Set<Int>
        let seconds: Double
        var createsView = false
    }

    /// The unit tests that reach one mutant, split by whether they create a view, in listing order.
    struct UnitTests: Sendable, Equatable {
        var viewFree: [String] = []
        var withView: [String] = []

        var all: [String] { viewFree + withView }
    }

    /// By style, then unit test id (as listed).
    var unit: [String: [String: Recording]] = [:]
    /// Each style's unit test ids, in listing order.
    var unitOrder: [String: [String]] = [:]
    /// By style, then scenario id (`X02` for the random sequences).
    var scenarios: [String: [String: Recording]] = [:]
    /// What starting a test process costs: the quickest recording run.
    private(set) var startupSeconds = 0.0

    /// The unit tests of a style that reach a mutant.
    func unitTests(reaching id: Int, style: String) -> UnitTests {
        var tests = UnitTests()
        for test in unitOrder[style] ?? [] {
            guard let recording = unit[style]?[test], recording.reached.contains(id) else { continue }
            if recording.createsView { tests.withView.append(test) } else { tests.viewFree.append(test) }
        }
        return tests
    }

    /// The catalogue scenarios that reach a mutant, in catalogue order, and whether the random
    /// sequences do.
    func scenarios(reaching id: Int, style: String, order: [String]) -> (catalogue: [String], random: Bool) {
        let recordings = scenarios[style] ?? [:]
        let catalogue = order.filter {
            $0 != TestSelection.randomSequencesID && recordings[$0]?.reached.contains(id) == true
        }
        return (catalogue, recordings[TestSelection.randomSequencesID]?.reached.contains(id) == true)
    }

    /// The baseline of one run of several tests: one process start, plus each test's own time.
    func unitSeconds(_ tests: [String], style: String) -> Double {
        seconds(tests.compactMap { unit[style]?[$0]?.seconds })
    }

    func scenarioSeconds(_ ids: [String], style: String) -> Double {
        seconds(ids.compactMap { scenarios[style]?[$0]?.seconds })
    }

    private func seconds(_ recorded: [Double]) -> Double {
        startupSeconds + recorded.map { max(0, $0 - startupSeconds) }.reduce(0, +)
    }

    private struct Job: Sendable {
        let style: String
        let unitTest: String?
        let scenario: String?
        let selection: TestSelection
        let what: String
    }

    /// Records every unit test of every style, and every scenario against every style.
    static func record(
        styles: [StyleDefinition], scenarioIDs: [String], launcher: TestLauncher, folder: URL, workers: Int
    ) async throws -> ReachMap {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var map = ReachMap()
        var jobs: [Job] = []
        for style in styles {
            let tests = try await launcher.list(
                prefix: style.testTarget + ".", log: folder.appendingPathComponent("\(style.name)-tests.txt"))
            map.unitOrder[style.name] = tests
            jobs += tests.map {
                Job(
                    style: style.name, unitTest: $0, scenario: nil, selection: .unitTests(of: style, tests: [$0]),
                    what: "unit test \($0)")
            }
            jobs += scenarioIDs.map {
                Job(
                    style: style.name, unitTest: nil, scenario: $0,
                    selection: .scenarios(of: style.name, ids: [$0]), what: "scenario \($0) against \(style.name)")
            }
        }
        let planned = jobs
        let recordings = try await WorkerPool.run(planned.indices.map { $0 }, workers: workers) { index in
            try await recording(of: planned[index], launcher: launcher, file: folder.appendingPathComponent("\(index)"))
        }
        for (job, recording) in zip(jobs, recordings) {
            if let test = job.unitTest { map.unit[job.style, default: [:]][test] = recording }
            if let scenario = job.scenario { map.scenarios[job.style, default: [:]][scenario] = recording }
        }
        map.startupSeconds = recordings.map(\.seconds).min() ?? 0
        return map
    }

    private static func recording(of job: Job, launcher: TestLauncher, file: URL) async throws -> Recording {
        let reachFile = file.appendingPathExtension("reach")
        let (outcome, duration) = try await launcher.run(job.selection, reachFile: reachFile)
        guard outcome == .passed else {
            let log = file.appendingPathExtension("log")
            _ = try await launcher.run(job.selection, log: log)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw MutationError.baselineFailed(
                what: outcome == .noTests ? "\(job.what) (no test matched)" : job.what, log: log.path,
                excerpt: text.split(separator: "\n").suffix(30).joined(separator: "\n"))
        }
        let lines = ((try? String(contentsOf: reachFile, encoding: .utf8)) ?? "").split(separator: "\n")
        return Recording(
            reached: Set(lines.compactMap { Int($0) }), seconds: StepTimer.seconds(duration),
            createsView: lines.contains { $0 == ViewCreationProbe.reachLine })
    }
}
