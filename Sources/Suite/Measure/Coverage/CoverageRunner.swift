import CommandSupport
import Foundation
import Results

/// Runs the test binary once per test kind with its own profile folder, merges each kind's raw
/// profiles, merges the kinds into `all`, and reads every profile back with llvm-cov.
package struct CoverageRunner: Sendable {
    let packageRoot: URL
    let binary: TestBinary
    let tools: LLVMTools
    let plan: TestRunPlan
    /// Where profiles and logs go (inside the build folder).
    let workDirectory: URL
    /// Whether the scenarios, key actions and styles' unit tests record each case's profile.
    let measuresCases: Bool

    package init(
        packageRoot: URL, binary: TestBinary, tools: LLVMTools, plan: TestRunPlan, workDirectory: URL,
        measuresCases: Bool = true
    ) {
        self.packageRoot = packageRoot
        self.binary = binary
        self.tools = tools
        self.plan = plan
        self.workDirectory = workDirectory
        self.measuresCases = measuresCases
    }

    /// Runs the tests, each kind in its own process and all at once, with `environment` added to the
    /// test processes' own. A kind given `shards` runs in one process per shard instead, each with the
    /// shard's variables added, all writing into the kind's profile folder: tests bound to the main
    /// actor run one at a time in a process, so this is how they use every core. `finished` hears each
    /// kind as its run ends, with how long it took. Throws `CoverageError.testsFailed` with their
    /// output when any fails.
    package func runTests(
        environment: [String: String] = [:], shards: [TestKind: [[String: String]]] = [:],
        finished: @escaping @Sendable (TestKind, Duration) -> Void = { _, _ in }
    ) async throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: workDirectory)
        try fileManager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let xctests = try await listXCTests()
        let failures = try await withThrowingTaskGroup(of: (TestKind, String)?.self) { group in
            for kind in TestKind.runKinds where !plan.targets(of: kind).isEmpty {
                group.addTask {
                    let clock = ContinuousClock()
                    let started = clock.now
                    let failure = try await runKind(
                        kind, xctests: plan.xctestNames(of: kind, from: xctests), environment: environment,
                        shards: shards[kind] ?? [])
                    finished(kind, clock.now - started)
                    return failure
                }
            }
            var failures: [(TestKind, String)] = []
            for try await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures.sorted { $0.0 < $1.0 }
        }
        guard failures.isEmpty else {
            throw CoverageError.testsFailed(
                kinds: failures.map(\.0.rawValue),
                output: failures.map { "--- \($0.0.rawValue) ---\n\($0.1)" }.joined(separator: "\n")
            )
        }
    }

    /// Runs one kind, its Swift Testing tests once per shard (once when there are none); returns its
    /// failing output, or nil when it passed.
    private func runKind(
        _ kind: TestKind, xctests: [String], environment extra: [String: String], shards: [[String: String]]
    ) async throws -> (TestKind, String)? {
        let invocation = TestInvocation(binary: binary, tools: tools)
        // The profile runtime does not always create missing folders.
        try FileManager.default.createDirectory(at: rawProfileDirectory(kind), withIntermediateDirectories: true)
        var variables = extra.merging(
            ["LLVM_PROFILE_FILE": rawProfileDirectory(kind).path + "/%p.profraw", "NO_COLOR": "1"]) { $1 }
        // The scenarios and the styles' unit tests record what each case ran (TestSupport's
        // CaseProfileRecorder). Their cases run one at a time within a process, so that none sees another's
        // work and one-time work (a static value built on first use) falls to the same case in every run.
        // Without them, the key actions (which exist to be measured) are skipped too.
        let measured = measuresCases && (kind == .scenarios || kind == .unit)
        if measured {
            variables["CASE_PROFILE_DIR"] = caseProfileDirectory.path
        }
        let environment = variables
        let swiftTesting = invocation.swiftTesting(
            filter: plan.filter(of: kind), serial: measured, skip: measuresCases ? nil : "\\.KeyActionTests")
        let failures = try await withThrowingTaskGroup(of: String?.self) { group in
            for (index, shard) in (shards.isEmpty ? [[:]] : shards).enumerated() {
                group.addTask {
                    try await run(
                        swiftTesting, environment: environment.merging(shard) { $1 },
                        log: "\(kind.rawValue)-\(index).log", noTestsIsFine: true)
                }
            }
            var failures: [String] = []
            for try await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures.sorted()
        }
        if !failures.isEmpty { return (kind, failures.joined(separator: "\n")) }
        if !xctests.isEmpty,
            let failure = try await run(
                invocation.xctest(names: xctests), environment: environment, log: "\(kind.rawValue)-xctest.log",
                noTestsIsFine: false)
        {
            return (kind, failure)
        }
        return nil
    }

    /// Runs one test process; returns its failing output, or nil when it passed.
    private func run(_ command: (URL, [String]), environment: [String: String], log name: String, noTestsIsFine: Bool)
        async throws -> String?
    {
        let log = workDirectory.appendingPathComponent(name)
        let status = try await ProcessRunner.run(command.0, command.1, environment: environment, output: .log(log))
            .status
        guard status != 0, !(noTestsIsFine && status == TestInvocation.noTestsMatched) else { return nil }
        return FailureExcerpt.make(from: (try? String(contentsOf: log, encoding: .utf8)) ?? "", log: log.path)
    }

    private func listXCTests() async throws -> [String] {
        let command = TestInvocation(binary: binary, tools: tools).listXCTests()
        let log = workDirectory.appendingPathComponent("xctest-list.log")
        let discardFolder = workDirectory.appendingPathComponent("discard", isDirectory: true)
        try FileManager.default.createDirectory(at: discardFolder, withIntermediateDirectories: true)
        let discard = ["LLVM_PROFILE_FILE": discardFolder.path + "/%p.profraw"]
        let status = try await ProcessRunner.run(command.0, command.1, environment: discard, output: .log(log)).status
        guard status == 0 else { return [] }
        return TestRunPlan.parseXCTestList((try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    func rawProfileDirectory(_ kind: TestKind) -> URL {
        workDirectory.appendingPathComponent(kind.rawValue, isDirectory: true)
    }

    func profile(_ kind: TestKind) -> URL {
        workDirectory.appendingPathComponent(kind.rawValue + ".profdata")
    }

    /// Where the measured test cases write their case profiles.
    package var caseProfileDirectory: URL {
        workDirectory.appendingPathComponent("cases", isDirectory: true)
    }
}
