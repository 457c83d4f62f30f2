import Catalogue
import Foundation
import Measure
import Results

/// Which mutants each test reaches, from recording runs of the unmutated build (the switch logs every
/// id it is asked about, see `ReachInstrumentation`), and how long each test took: the baselines for
/// the time-outs. A style's unit tests are recorded in one process, one case after another, each case
/// marked in the log; scenarios one id per process. So a mutant later runs only the tests that reach
/// it. The same log says whether a unit test created a view.
struct ReachMap: Sendable {
    struct Recording: Sendable {
        let reached: Set<Int>
        /// The test's own time, without starting a process.
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
    /// What starting a test process costs: the quickest run of one scenario or test.
    var startupSeconds = 0.0

    /// The unit tests of a style that reach a mutant; every one of them that was recorded when the
    /// mutant's code runs once per process, since the log credits only the first test to run it.
    func unitTests(reaching id: Int, style: String, oncePerProcess: Bool = false) -> UnitTests {
        var tests = UnitTests()
        for test in unitOrder[style] ?? [] {
            guard let recording = unit[style]?[test], oncePerProcess || recording.reached.contains(id) else { continue }
            if recording.createsView { tests.withView.append(test) } else { tests.viewFree.append(test) }
        }
        return tests
    }

    /// The catalogue scenarios that reach a mutant, in catalogue order, and whether the random
    /// sequences do.
    func scenarios(reaching id: Int, style: String, order: [String]) -> (catalogue: [String], random: Bool) {
        let recordings = scenarios[style] ?? [:]
        let catalogue = order.filter {
            $0 != ScenarioRunSelection.randomSequencesID && recordings[$0]?.reached.contains(id) == true
        }
        return (catalogue, recordings[ScenarioRunSelection.randomSequencesID]?.reached.contains(id) == true)
    }

    /// The baseline of one run of several tests: one process start, plus each test's own time.
    func unitSeconds(_ tests: [String], style: String) -> Double {
        seconds(tests.compactMap { unit[style]?[$0]?.seconds })
    }

    func scenarioSeconds(_ ids: [String], style: String) -> Double {
        seconds(ids.compactMap { scenarios[style]?[$0]?.seconds })
    }

    private func seconds(_ recorded: [Double]) -> Double {
        startupSeconds + recorded.reduce(0, +)
    }

    private struct Job: Sendable {
        enum Kind: Sendable {
            /// Every unit test of the style in one process, one case after another, each case marked.
            case unitSuite
            /// One unit test in a process of its own: for a test whose case marks were missing.
            case unitTest(String)
            case scenario(String)

            var isSuite: Bool {
                if case .unitSuite = self { true } else { false }
            }
        }

        let style: String
        let kind: Kind
        let selection: TestSelection
        let what: String
    }

    /// Records every unit test of every style (one process per style, the cases one after another)
    /// and every scenario against every style (one process each).
    static func record(
        styles: [StyleDefinition], scenarioIDs: [String], launcher: TestLauncher, folder: URL, workers: Int
    ) async throws -> ReachMap {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var map = ReachMap()
        var jobs: [Job] = []
        for style in styles {
            map.unitOrder[style.name] = try await launcher.list(
                prefix: style.testTarget + ".", log: folder.appendingPathComponent("\(style.name)-tests.txt"))
            jobs.append(
                Job(
                    style: style.name, kind: .unitSuite, selection: .unitTests(of: style, serial: true),
                    what: "the unit tests of \(style.name)"))
            jobs += scenarioIDs.map {
                Job(
                    style: style.name, kind: .scenario($0), selection: .scenarios(of: style.name, ids: [$0]),
                    what: "scenario \($0) against \(style.name)")
            }
        }
        var results = try await run(jobs, launcher: launcher, folder: folder, workers: workers)
        // A test whose suite lacks the trait that marks cases is recorded alone, as a process of its own.
        var missing: [Job] = []
        for style in styles {
            let log = results.first(where: { $0.job.style == style.name && $0.job.kind.isSuite })?.log
            for test in map.unitOrder[style.name] ?? [] where log?.entry(forListed: test) == nil {
                missing.append(
                    Job(
                        style: style.name, kind: .unitTest(test), selection: .unitTests(of: style, tests: [test]),
                        what: "unit test \(test)"))
            }
        }
        results += try await run(missing, launcher: launcher, folder: folder, workers: workers, first: jobs.count)
        map.startupSeconds = results.filter { !$0.job.kind.isSuite }.map(\.seconds).min() ?? 0
        for (job, log, seconds) in results {
            let own = max(0, seconds - map.startupSeconds)
            switch job.kind {
            case .unitSuite:
                for test in map.unitOrder[job.style] ?? [] {
                    guard let entry = log.entry(forListed: test) else { continue }
                    // What ran outside every case may belong to any of them.
                    map.unit[job.style, default: [:]][test] = Recording(
                        reached: entry.reached.union(log.outside.reached), seconds: entry.seconds,
                        createsView: entry.createsView)
                }
            case .unitTest(let test):
                map.unit[job.style, default: [:]][test] = Recording(
                    reached: log.outside.reached, seconds: own, createsView: log.outside.createsView)
            case .scenario(let id):
                map.scenarios[job.style, default: [:]][id] = Recording(reached: log.outside.reached, seconds: own)
            }
        }
        return map
    }

    private static func run(_ jobs: [Job], launcher: TestLauncher, folder: URL, workers: Int, first: Int = 0)
        async throws -> [(job: Job, log: ReachLog, seconds: Double)]
    {
        let logs = try await WorkerPool.run(jobs.indices.map { $0 }, workers: workers) { index in
            try await recording(
                of: jobs[index], launcher: launcher, file: folder.appendingPathComponent("\(first + index)"))
        }
        return zip(jobs, logs).map { ($0, $1.log, $1.seconds) }
    }

    private static func recording(of job: Job, launcher: TestLauncher, file: URL) async throws
        -> (log: ReachLog, seconds: Double)
    {
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
        let text = (try? String(contentsOf: reachFile, encoding: .utf8)) ?? ""
        return (ReachLog(text), duration.inSeconds)
    }
}
