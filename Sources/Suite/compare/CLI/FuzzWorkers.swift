import CommandSupport
import Foundation
import Measure
import Results

/// Runs the shards of a fuzz run in worker processes (`compare fuzz --worker`), one per processor, and
/// merges their running counts into one. HeadlessUI lives on the main actor, so one process plays one
/// sequence at a time; several processes are how the run uses every core.
///
/// Each worker is started by the package's one process runner and writes to a log of its own; the
/// logs are read every few seconds for the running count, and once the workers have ended for their
/// counts and failures.
final class FuzzWorkers: Sendable {
    let executable: URL
    let options: FuzzOptions

    init(executable: URL, options: FuzzOptions) {
        self.executable = executable
        self.options = options
    }

    func run(_ shards: [FuzzShard], print: @escaping @Sendable (String) -> Void) async -> FuzzResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-fuzz-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return FuzzResult(
                done: 0, divergences: 0, report: "",
                problems: [
                    "Cannot create the folder \(folder.path) for the fuzz workers' logs: \(error.localizedDescription)"
                ])
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = shards.indices.map { folder.appendingPathComponent("worker-\($0).log") }
        let started = ContinuousClock().now
        let total = options.sequences
        let ticker = Task {
            var printed = -1
            while !Task.isCancelled {
                try? await Task.sleep(for: FuzzCommand.progressInterval)
                let counts = logs.map(FuzzWorkerLog.init(contentsOf:))
                let done = counts.map(\.done).reduce(0, +)
                guard !Task.isCancelled, done != printed else { continue }
                printed = done
                print(
                    FuzzCommand.progressText(
                        done: done, total: total, divergences: counts.map(\.divergences).reduce(0, +), since: started))
            }
        }
        let ends = await runAll(shards, logs: logs)
        ticker.cancel()
        let counts = logs.map(FuzzWorkerLog.init(contentsOf:))
        let result = Self.result(shards, ends: ends, logs: counts)
        print(
            FuzzCommand.progressText(done: result.done, total: total, divergences: result.divergences, since: started))
        return result
    }

    /// Runs every shard at once; returns how each worker ended, in the shards' order.
    private func runAll(_ shards: [FuzzShard], logs: [URL]) async -> [Result<ProcessEnd, any Error>] {
        await withTaskGroup(of: (Int, Result<ProcessEnd, any Error>).self) { group in
            for (index, shard) in shards.enumerated() {
                let arguments = workerArguments(shard)
                group.addTask { [executable] in
                    do {
                        return (
                            index,
                            .success(try await ProcessRunner.run(executable, arguments, output: .log(logs[index])).end)
                        )
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var ends = [Result<ProcessEnd, any Error>](
                repeating: .failure(ProcessRunnerError.cannotLaunch(executable.path, "it was never started")),
                count: shards.count)
            for await (index, end) in group { ends[index] = end }
            return ends
        }
    }

    /// What a worker is started with: its shard, and the run's steps, lifetimes and style.
    func workerArguments(_ shard: FuzzShard) -> [String] {
        [
            "fuzz", FuzzOptions.workerFlag, "--seed", "\(shard.seed)", "--sequences", "\(shard.sequences)",
            "--steps", "\(options.steps)", "--lifetimes-every", "\(options.lifetimesEvery)", "--jobs", "1",
        ] + (options.style.map { ["--style", $0] } ?? [])
    }

    /// The run's counts and failures from each worker's end and log. A worker that ends badly without
    /// explaining itself, or ends well short of its sequences, is a problem of its own.
    static func result(
        _ shards: [FuzzShard], ends: [Result<ProcessEnd, any Error>], logs: [FuzzWorkerLog]
    ) -> FuzzResult {
        var problems: [String] = []
        var reports: [String] = []
        for (index, shard) in shards.enumerated() {
            let log = logs[index]
            let status: Int32
            switch ends[index] {
            case .failure(let error):
                problems.append("The fuzz worker for seeds from \(shard.seed) could not start: \(error)")
                continue
            case .success(let end):
                status = end.status
            }
            let explained = !log.report.isEmpty
            if explained { reports.append(log.report) }
            if status != 0 && !explained || log.done != shard.sequences && status == 0 {
                problems.append(
                    "The fuzz worker for \(shard.sequences) sequences from seed \(shard.seed) ended with status "
                        + "\(status) after \(log.done) sequences.")
            }
        }
        return FuzzResult(
            done: logs.map(\.done).reduce(0, +), divergences: logs.map(\.divergences).reduce(0, +),
            report: reports.joined(separator: "\n\n"), problems: problems,
            times: RandomSequenceStyleTime.merged(logs.flatMap(\.times)))
    }
}
