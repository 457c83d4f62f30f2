import Results
import Testing

@testable import Measure

@Suite("Splitting the test targets into kinds")
struct TestRunPlanTests {
    let plan = TestRunPlan(
        testTargets: [
            "VIPERTests", "ScenarioTests", "ModelsTests", "MVCTests", "MeasureTests", "MVVMTests", "HarnessTests",
            "HeadlessUITests",
        ],
        styleTestTargets: ["MVCTests", "MVVMTests", "VIPERTests"],
        sharedTestTargets: ["ModelsTests", "HeadlessUITests"]
    )

    @Test("every target that is run has exactly one run kind")
    func partition() {
        let runTargets = TestKind.runKinds.flatMap { plan.targets(of: $0) }

        #expect(runTargets.sorted() == plan.testTargets)
        #expect(Set(runTargets).count == runTargets.count)
    }

    @Test("the tooling's own tests are not run: the report reads no coverage of theirs")
    func toolingTestsLeftOut() {
        #expect(
            plan.testTargets == [
                "HeadlessUITests", "MVCTests", "MVVMTests", "ModelsTests", "ScenarioTests", "VIPERTests",
            ])
        #expect(plan.targets(of: .other) == ["HeadlessUITests", "ModelsTests"])
    }

    @Test(
        "selects targets by module prefix with a Swift Testing filter",
        arguments: [
            (TestKind.scenarios, #"^(ScenarioTests)\."#),
            (TestKind.unit, #"^(MVCTests|MVVMTests|VIPERTests)\."#),
            (TestKind.other, #"^(HeadlessUITests|ModelsTests)\."#),
            (TestKind.all, ""),
        ])
    func filters(kind: TestKind, expected: String) {
        #expect(plan.filter(of: kind) == expected)
    }

    @Test("a kind without targets has an empty filter")
    func emptyKind() {
        let plan = TestRunPlan(
            testTargets: ["ModelsTests"], styleTestTargets: ["MVCTests"], sharedTestTargets: ["ModelsTests"])

        #expect(plan.targets(of: .scenarios).isEmpty)
        #expect(plan.filter(of: .scenarios) == "")
    }

    @Test("reads XCTest names from the listing and picks those of a kind")
    func xctestNames() {
        let listing =
            "Listing 3 tests in debug.xctest:\n\nMVCTests.TodoTests/testAdd\nModelsTests.StoreTests/testSave\nScenarioTests.X/testY\n"

        let names = TestRunPlan.parseXCTestList(listing)

        #expect(names == ["MVCTests.TodoTests/testAdd", "ModelsTests.StoreTests/testSave", "ScenarioTests.X/testY"])
        #expect(plan.xctestNames(of: .unit, from: names) == ["MVCTests.TodoTests/testAdd"])
    }

    @Test("failure excerpts drop the lines of tests that passed")
    func failureExcerpt() {
        let output =
            "◇ Test a() started.\n✔ Test a() passed after 0.001 seconds.\n✘ Test b() recorded an issue at X.swift:3:5: Expectation failed\n"

        let excerpt = FailureExcerpt.make(from: output, log: "/tmp/unit-0.log")

        #expect(excerpt.contains("✘ Test b()"))
        #expect(!excerpt.contains("Test a()"))
        #expect(excerpt.contains("/tmp/unit-0.log"))
    }
}
