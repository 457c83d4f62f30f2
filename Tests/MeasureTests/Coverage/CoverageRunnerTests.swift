import Foundation
import Testing

@testable import Measure

@Suite("Reading coverage after the test runs")
struct CoverageRunnerTests {
    @Test("a kind whose run wrote no profile is named, with its folder, instead of a bare tool error")
    func missingProfiles() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let plan = TestRunPlan(testTargets: ["ScenarioTests"], styleTestTargets: [])
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
