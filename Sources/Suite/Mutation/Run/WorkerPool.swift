/// Runs jobs with at most `workers` at a time; results come back in job order.
enum WorkerPool {
    static func run<Job: Sendable, Result: Sendable>(
        _ jobs: [Job], workers: Int, body: @escaping @Sendable (Job) async throws -> Result,
        finished: (Int, Result) -> Void = { _, _ in }
    ) async throws -> [Result] {
        var results = [Result?](repeating: nil, count: jobs.count)
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            func start() {
                guard next < jobs.count else { return }
                let index = next
                let job = jobs[index]
                next += 1
                group.addTask { (index, try await body(job)) }
            }
            for _ in 0..<max(workers, 1) { start() }
            while let (index, result) = try await group.next() {
                results[index] = result
                finished(index, result)
                start()
            }
        }
        return results.compactMap { $0 }
    }
}
