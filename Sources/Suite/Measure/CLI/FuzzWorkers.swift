import CommandSupport
import Foundation

/// Runs the shards of a fuzz run in worker processes (`compare fuzz --worker`), one per processor, and
/// merges their running counts into one. HeadlessUI lives on the main actor, so one process plays one
/// sequence at a time; several processes are how the run uses every core.
final class FuzzWorkers: @unchecked Sendable {
    let executable: URL
    let options: FuzzOptions

    private let lock = NSLock()
    private var done: [Int] = []
    private var divergences: [Int] = []
    private var errorOutput: [String] = []
    private var statuses: [Int32] = []
    private var lastPrint = ContinuousClock().now
    private let started = ContinuousClock().now

    init(executable: URL, options: FuzzOptions) {
        self.executable = executable
        self.options = options
    }

    func run(_ shards: [FuzzShard], print: @escaping @Sendable (String) -> Void) async -> FuzzResult {
        done = Array(repeating: 0, count: shards.count)
        divergences = Array(repeating: 0, count: shards.count)
        errorOutput = Array(repeating: "", count: shards.count)
        statuses = Array(repeating: 0, count: shards.count)
        let group = DispatchGroup()
        var problems: [String] = []
        for (index, shard) in shards.enumerated() {
            do {
                try start(shard, index: index, group: group, print: print)
            } catch {
                problems.append("The fuzz worker for seeds from \(shard.seed) could not start: \(error)")
            }
        }
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }
        return result(shards, problems: problems)
    }

    private func start(
        _ shard: FuzzShard, index: Int, group: DispatchGroup, print: @escaping @Sendable (String) -> Void
    )
        throws
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "fuzz", FuzzOptions.workerFlag, "--seed", "\(shard.seed)", "--sequences", "\(shard.sequences)",
            "--steps", "\(options.steps)", "--lifetimes-every", "\(options.lifetimesEvery)", "--jobs", "1",
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        group.enter()
        process.terminationHandler = { [self] finished in
            ChildProcesses.shared.finished(finished)
            lock.withLock { statuses[index] = finished.terminationStatus }
            group.leave()
        }
        do {
            try ChildProcesses.shared.start(process)
        } catch {
            process.terminationHandler = nil
            group.leave()
            throw error
        }
        group.enter()
        Thread.detachNewThread { [self] in
            readLines(output.fileHandleForReading) { line in
                guard let progress = FuzzProgressLine(line) else { return }
                update(index, progress, print: print)
            }
            group.leave()
        }
        group.enter()
        Thread.detachNewThread { [self] in
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            lock.withLock { errorOutput[index] = text.trimmingCharacters(in: .whitespacesAndNewlines) }
            group.leave()
        }
    }

    /// Reads `handle` to its end, calling `body` with each complete line.
    private func readLines(_ handle: FileHandle, _ body: (Substring) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                body(Substring(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
    }

    private func update(_ index: Int, _ progress: FuzzProgressLine, print: (String) -> Void) {
        let line: String? = lock.withLock {
            done[index] = progress.done
            divergences[index] = progress.divergences
            let now = ContinuousClock().now
            let sum = done.reduce(0, +)
            guard now - lastPrint >= FuzzCommand.progressInterval || sum == options.sequences else { return nil }
            lastPrint = now
            return FuzzCommand.progressText(
                done: sum, total: options.sequences, divergences: divergences.reduce(0, +), since: started)
        }
        if let line { print(line) }
    }

    private func result(_ shards: [FuzzShard], problems: [String]) -> FuzzResult {
        lock.withLock {
            var problems = problems
            var reports: [String] = []
            for (index, shard) in shards.enumerated() {
                let explained = !errorOutput[index].isEmpty
                if explained { reports.append(errorOutput[index]) }
                if statuses[index] != 0 && !explained || done[index] != shard.sequences && statuses[index] == 0 {
                    problems.append(
                        "The fuzz worker for \(shard.sequences) sequences from seed \(shard.seed) ended with status "
                            + "\(statuses[index]) after \(done[index]) sequences.")
                }
            }
            return FuzzResult(
                done: done.reduce(0, +), divergences: divergences.reduce(0, +),
                report: reports.joined(separator: "\n\n"), problems: problems)
        }
    }
}
