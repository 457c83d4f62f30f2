import Foundation

/// Runs the test binary once per test kind with its own profile folder, merges each kind's raw
/// profiles, merges the kinds into `all`, and reads every profile back with llvm-cov.
public struct CoverageRunner: Sendable {
    let packageRoot: URL
    let binary: TestBinary
    let tools: LLVMTools
    let plan: TestRunPlan
    /// Where profiles and logs go (inside the build folder).
    let workDirectory: URL

    public init(packageRoot: URL, binary: TestBinary, tools: LLVMTools, plan: TestRunPlan, workDirectory: URL) {
        self.packageRoot = packageRoot
        self.binary = binary
        self.tools = tools
        self.plan = plan
        self.workDirectory = workDirectory
    }

    /// Runs the tests; throws `CoverageError.testsFailed` with their output when any fails.
    public func runTests() async throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: workDirectory)
        try fileManager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let xctests = try await listXCTests()
        let failures = try await withThrowingTaskGroup(of: (TestKind, String)?.self) { group in
            for kind in TestKind.runKinds where !plan.targets(of: kind).isEmpty {
                group.addTask { try await runKind(kind, xctests: plan.xctestNames(of: kind, from: xctests)) }
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

    /// Runs one kind; returns its failing output, or nil when it passed.
    private func runKind(_ kind: TestKind, xctests: [String]) async throws -> (TestKind, String)? {
        let invocation = TestInvocation(binary: binary, tools: tools)
        // The profile runtime does not always create missing folders.
        try FileManager.default.createDirectory(at: rawProfileDirectory(kind), withIntermediateDirectories: true)
        let environment = ["LLVM_PROFILE_FILE": rawProfileDirectory(kind).path + "/%p.profraw", "NO_COLOR": "1"]
        var commands = [invocation.swiftTesting(filter: plan.filter(of: kind))]
        if !xctests.isEmpty {
            commands.append(invocation.xctest(names: xctests))
        }
        for (index, command) in commands.enumerated() {
            let log = workDirectory.appendingPathComponent("\(kind.rawValue)-\(index).log")
            let status = try await ProcessRunner.run(command.0, command.1, environment: environment, output: log)
            let swiftTestingFoundNothing = index == 0 && status == TestInvocation.noTestsMatched
            if status != 0 && !swiftTestingFoundNothing {
                return (
                    kind,
                    FailureExcerpt.make(from: (try? String(contentsOf: log, encoding: .utf8)) ?? "", log: log.path)
                )
            }
        }
        return nil
    }

    private func listXCTests() async throws -> [String] {
        let command = TestInvocation(binary: binary, tools: tools).listXCTests()
        let log = workDirectory.appendingPathComponent("xctest-list.log")
        let discardFolder = workDirectory.appendingPathComponent("discard", isDirectory: true)
        try FileManager.default.createDirectory(at: discardFolder, withIntermediateDirectories: true)
        let discard = ["LLVM_PROFILE_FILE": discardFolder.path + "/%p.profraw"]
        let status = try await ProcessRunner.run(command.0, command.1, environment: discard, output: log)
        guard status == 0 else { return [] }
        return TestRunPlan.parseXCTestList((try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    func rawProfileDirectory(_ kind: TestKind) -> URL {
        workDirectory.appendingPathComponent(kind.rawValue, isDirectory: true)
    }

    func profile(_ kind: TestKind) -> URL {
        workDirectory.appendingPathComponent(kind.rawValue + ".profdata")
    }
}
