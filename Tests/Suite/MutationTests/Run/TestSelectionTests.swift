import Measure
import Testing

@testable import Mutation

/// How the runs select tests out of the one test binary.
@Suite("Test selection")
struct TestSelectionTests {
    @Test("a style's unit tests are selected by target, or one by one by their listed ids")
    func unitTests() {
        let all = TestSelection.unitTests(of: .mvc)
        let some = TestSelection.unitTests(
            of: .mvc, tests: ["MVCTests.CellTests/shows(_:)", "MVCTests.A/b()/A.swift:3:6"])

        #expect(all.filter == "^MVCTests\\.")
        #expect(some.filter == "^(MVCTests\\.CellTests/shows\\(_:\\)|MVCTests\\.A/b\\(\\)/A\\.swift:3:6)(/|$)")
        #expect(some.environment.isEmpty)
    }

    @Test("the scenarios of one style, and some ids, are selected through the environment")
    func scenarios() {
        let some = TestSelection.scenarios(of: "VIPER", ids: ["T01", "X02"])
        let all = TestSelection.scenarios(of: "VIPER", ids: nil)

        #expect(some.filter == "^ScenarioTests\\.")
        #expect(some.environment == ["SCENARIO_STYLE": "VIPER", "SCENARIO_IDS": "T01,X02"])
        #expect(all.environment == ["SCENARIO_STYLE": "VIPER"])
    }

    @Test("a time limit is a multiple of the baseline, never below the floor")
    func timeLimits() {
        let limit = MutantRuns.TimeLimit(multiple: 10, floorSeconds: 3)

        #expect(limit.limit(baseline: 0.1) == .seconds(3))
        #expect(limit.limit(baseline: 0.45) == .milliseconds(4500))
    }
}
