import Catalogue
import CommandSupport
import Foundation
import Measure
import Results
import Testing
import ToolTestSupport

@testable import compare

@MainActor
@Suite("compare fuzz")
struct FuzzCommandTests {
    /// A source of random sequences that diverges at the given sequence numbers (1-based), reports
    /// `times`, and remembers the runs it was asked for.
    private func source(
        divergingAt diverging: Set<Int> = [], times: [RandomSequenceStyleTime] = [], asked: RunsAsked = RunsAsked()
    ) -> RandomSequenceSource {
        { run, progress in
            asked.runs.append(run)
            for done in 1...max(run.sequences, 1) where done <= run.sequences {
                progress(done, diverging.contains(done))
            }
            return RandomSequenceOutcome(
                totals: RandomSequenceTotals(
                    seed: run.seed, sequences: run.sequences, steps: run.steps, divergences: diverging.count),
                failures: diverging.sorted().map {
                    "VIPER, sequence seed \(run.seed + UInt64($0 - 1)): shortest sequence"
                },
                times: times)
        }
    }

    private let twoStyles = [
        RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 1.5),
        RandomSequenceStyleTime(style: "MV", framework: .swiftUI, seconds: 4),
    ]

    @MainActor
    final class RunsAsked {
        var runs: [RandomSequenceRun] = []
    }

    private func options(sequences: Int, jobs: Int = 1, worker: Bool = false) -> FuzzOptions {
        var options = FuzzOptions()
        options.seed = 7
        options.sequences = sequences
        options.steps = 3
        options.jobs = jobs
        options.worker = worker
        return options
    }

    @Test("in one process: says what it runs, counts as it goes, and ends with the totals")
    func runsInOneProcess() async {
        let printed = PrintedLines()
        let errors = PrintedLines()
        let asked = RunsAsked()

        let status = await FuzzCommand.run(
            options(sequences: 5), source: source(times: twoStyles, asked: asked), print: printed.append,
            printError: errors.append)

        #expect(status == 0)
        #expect(asked.runs == [RandomSequenceRun(seed: 7, sequences: 5, steps: 3, lifetimesEvery: 10)])
        #expect(printed.lines.first == "Random sequences: 5 of 3 steps from seed 7, against every style, in 1 process")
        #expect(
            printed.lines.dropFirst().first
                == "  screens compared after every step; objects outliving the app checked in every sequence whose "
                + "seed is a multiple of 10")
        #expect(printed.lines.dropFirst(2).first?.hasPrefix("  5 of 5 sequences, 0 divergences (") == true)
        #expect(
            printed.lines.dropFirst(3).dropLast() == [
                "  time per style, in seconds of one process: MVC 1.5, MV 4.0",
                "  by UI framework: UIKit 1.5 s, SwiftUI 4.0 s; 5.5 s in all",
            ])
        #expect(
            printed.lines.last?.hasPrefix("Random sequences: seed 7, 5 sequences of 3 steps, 0 divergences, ") == true)
        #expect(errors.lines.isEmpty)
    }

    @Test("with --style: asks for that style's sequences and says it plays that style only")
    func runsOneStyle() async {
        let printed = PrintedLines()
        let asked = RunsAsked()
        var oneStyle = options(sequences: 2)
        oneStyle.style = "TCA"

        let status = await FuzzCommand.run(
            oneStyle, source: source(asked: asked), print: printed.append, printError: { _ in })

        #expect(status == 0)
        #expect(asked.runs == [RandomSequenceRun(seed: 7, sequences: 2, steps: 3, lifetimesEvery: 10, style: "TCA")])
        #expect(
            printed.lines.first == "Random sequences: 2 of 3 steps from seed 7, against the style TCA, in 1 process")
    }

    @Test("a worker process is started with its shard and the run's steps, lifetimes and style")
    func workerArgumentsCarryTheStyle() {
        var oneStyle = options(sequences: 4, jobs: 2)
        oneStyle.style = "MV"
        let workers = FuzzWorkers(executable: URL(fileURLWithPath: "/bin/compare"), options: oneStyle)

        let arguments = workers.workerArguments(FuzzShard(seed: 9, sequences: 2))

        #expect(
            arguments == [
                "fuzz", "--worker", "--seed", "9", "--sequences", "2", "--steps", "3", "--lifetimes-every", "10",
                "--jobs", "1", "--style", "MV",
            ])
    }

    @Test("fails on a divergence and prints its seed and shortest sequence")
    func failsOnDivergence() async {
        let errors = PrintedLines()

        let status = await FuzzCommand.run(
            options(sequences: 5), source: source(divergingAt: [3]), print: { _ in }, printError: errors.append)

        #expect(status == 1)
        #expect(errors.lines == ["compare fuzz:\nVIPER, sequence seed 9: shortest sequence"])
    }

    @Test("as a worker: prints progress lines for its parent, and its failures on standard error")
    func worker() async {
        let printed = PrintedLines()
        let errors = PrintedLines()

        let status = await FuzzCommand.run(
            options(sequences: 12, worker: true), source: source(divergingAt: [4], times: twoStyles),
            print: printed.append, printError: errors.append)

        #expect(status == 1)
        #expect(
            printed.lines == [
                "progress 4 1", "progress 10 1", "progress 12 1", "time MVC UIKit 1.5", "time MV SwiftUI 4.0",
            ])
        #expect(errors.lines == ["VIPER, sequence seed 10: shortest sequence"])
    }

    @Test(
        "splits a run into parts that replay the same sequences",
        arguments: [
            (
                10, 3,
                [
                    FuzzShard(seed: 7, sequences: 4), FuzzShard(seed: 11, sequences: 3),
                    FuzzShard(seed: 14, sequences: 3),
                ]
            ),
            (2, 4, [FuzzShard(seed: 7, sequences: 1), FuzzShard(seed: 8, sequences: 1)]),
            (0, 2, [FuzzShard(seed: 7, sequences: 0)]),
        ])
    func splits(sequences: Int, jobs: Int, expected: [FuzzShard]) {
        #expect(FuzzShard.split(seed: 7, sequences: sequences, jobs: jobs) == expected)
    }

    @Test("reads back the progress lines a worker prints, and nothing else")
    func progressLines() {
        #expect(FuzzProgressLine("progress 40 2") == FuzzProgressLine(done: 40, divergences: 2))
        #expect(
            FuzzProgressLine(FuzzProgressLine(done: 3, divergences: 0).text)
                == FuzzProgressLine(done: 3, divergences: 0))
        #expect(FuzzProgressLine("progress 40") == nil)
        #expect(FuzzProgressLine("X02: style VIPER diverged") == nil)
    }

    @Test("reads back the time lines a worker prints, and nothing else")
    func timeLines() {
        #expect(
            FuzzTimeLine("time TCA SwiftUI 9.75")?.time
                == RandomSequenceStyleTime(style: "TCA", framework: .swiftUI, seconds: 9.75))
        #expect(FuzzTimeLine(FuzzTimeLine(twoStyles[0]).text)?.time == twoStyles[0])
        #expect(FuzzTimeLine("time TCA AppKit 9.75") == nil)
        #expect(FuzzTimeLine("time TCA SwiftUI soon") == nil)
        #expect(FuzzTimeLine("progress 40 2") == nil)
    }

    @Test("reads a worker's log: the counts of its last progress line, its times, and every other line as its report")
    func workerLog() {
        let log = FuzzWorkerLog(
            "progress 10 0\nprogress 20 1\ntime MVC UIKit 1.5\nVIPER, sequence seed 9:\nshortest sequence\n")

        #expect(log.done == 20)
        #expect(log.divergences == 1)
        #expect(log.times == [RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 1.5)])
        #expect(log.report == "VIPER, sequence seed 9:\nshortest sequence")
    }

    @Test("says where the time of a run over several processes went, by style, by UI framework and in all")
    func timeOfSeveralProcesses() {
        let times = twoStyles + [RandomSequenceStyleTime(style: "TCA", framework: .swiftUI, seconds: 0.5)]

        let lines = FuzzCommand.timeText(times, processes: 2)

        #expect(
            lines == [
                "  time per style, in seconds of one process: MVC 1.5, MV 4.0, TCA 0.5",
                "  by UI framework: UIKit 1.5 s, SwiftUI 4.5 s; 6.0 s in all, 3.0 s for each of 2 processes",
            ])
        #expect(FuzzCommand.timeText([], processes: 2).isEmpty)
    }

    @Test("a worker's log not written yet counts nothing")
    func missingWorkerLog() {
        let log = FuzzWorkerLog(contentsOf: URL(fileURLWithPath: "/nonexistent/worker-0.log"))

        #expect(log == FuzzWorkerLog(""))
        #expect(log.done == 0)
    }

    @Test("adds up the workers' logs and times, and names a worker that crashed or could not start")
    func workersResult() {
        let shards = [
            FuzzShard(seed: 7, sequences: 2), FuzzShard(seed: 9, sequences: 2), FuzzShard(seed: 11, sequences: 2),
        ]
        let ends: [Result<ProcessEnd, any Error>] = [
            .success(.exited(0)),
            .success(.signalled(11)),
            .failure(ProcessRunnerError.cannotLaunch("/bin/compare", "it is missing or not executable")),
        ]
        let logs = [
            FuzzWorkerLog("progress 2 0\ntime MVC UIKit 1.5\ntime MV SwiftUI 4.0\n"),
            FuzzWorkerLog("progress 1 0\ntime MVC UIKit 0.25\n"), FuzzWorkerLog(""),
        ]

        let result = FuzzWorkers.result(shards, ends: ends, logs: logs)

        #expect(result.done == 3)
        #expect(
            result.times == [
                RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 1.75),
                RandomSequenceStyleTime(style: "MV", framework: .swiftUI, seconds: 4),
            ])
        #expect(result.divergences == 0)
        #expect(result.report == "")
        #expect(
            result.problems == [
                "The fuzz worker for 2 sequences from seed 9 ended with status 139 after 1 sequences.",
                "The fuzz worker for seeds from 11 could not start: Could not start /bin/compare: it is missing or "
                    + "not executable",
            ])
    }
}
