import Foundation
import Testing
import ToolTestSupport

@testable import Measure

@Suite("Reading coverage after the test runs")
struct CoverageRunnerTests {
    @Test("a kind whose run wrote no profile is named, with its folder, instead of a bare tool error")
    func missingProfiles() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let plan = TestRunPlan(testTargets: ["ScenarioTests"], styleTestTargets: [], sharedTestTargets: [])
        let missingTool = URL(fileURLWithPath: "/nonexistent/llvm-profdata")
        let runner = CoverageRunner(
            packageRoot: work,
            binary: TestBinary(bundle: work, executable: work),
            tools: LLVMTools(llvmCov: missingTool, llvmProfdata: missingTool),
            plan: plan, workDirectory: work)
        let folder = runner.rawProfileDirectory(.scenarios)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        await #expect(throws: CoverageError.noProfiles(kind: "scenarios", directory: folder.path)) {
            try await runner.readCoverage()
        }
    }
}

// Linux only: the fake test binary is a shell script run in place of the real one, while on macOS the
// runner goes through the toolchain's swiftpm-testing-helper, which only loads a real test bundle.
#if os(Linux)
    @Suite("Running the tests by kind")
    struct CoverageRunnerShardTests {
        @Test("a kind with shards runs once per shard, each with its own variables and the common ones")
        func runsEachShard() async throws {
            let folder = try TemporaryFolder("coverage-shards")
            defer { folder.remove() }
            let runs = folder.url.appendingPathComponent("runs")
            try FakeTestBinary.install(
                in: folder.url, body: "echo \"$SCENARIO_STYLE $RANDOM_SEQUENCES $4\" >> '\(runs.path)'")
            let runner = CoverageRunner(
                packageRoot: folder.url, binary: try TestBinary.locate(scratchPath: folder.url),
                tools: LLVMTools(llvmCov: runs, llvmProfdata: runs),
                plan: TestRunPlan(
                    testTargets: ["ModelsTests", "ScenarioTests"], styleTestTargets: [],
                    sharedTestTargets: ["ModelsTests"]),
                workDirectory: folder.url.appendingPathComponent("coverage"))

            try await runner.runTests(
                environment: ["RANDOM_SEQUENCES": "7"],
                shards: [.scenarios: [["SCENARIO_STYLE": "MVC"], ["SCENARIO_STYLE": "VIPER"]]])

            let lines = try folder.read("runs").split(separator: "\n").sorted()
            #expect(lines == [" 7 ^(ModelsTests)\\.", "MVC 7 ^(ScenarioTests)\\.", "VIPER 7 ^(ScenarioTests)\\."])
        }
    }
#endif
