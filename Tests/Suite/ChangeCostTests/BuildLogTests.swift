import Measure
import Testing

@testable import ChangeCost

@Suite("BuildLog")
struct BuildLogTests {
    @Test("error lines are kept once each, and name the styles whose folders they point into")
    func errors() {
        let output = """
            [12/40] Compiling MVC TodoCell.swift
            /scratch/package/Sources/Styles/MVC/Todo/TodoCell.swift:3:5: error: cannot find 'x' in scope
            /scratch/package/Sources/Styles/MVC/Todo/TodoCell.swift:3:5: error: cannot find 'x' in scope
            /scratch/package/Tests/Styles/VIPERTests/Todo/A.swift:1:1: error: expected declaration
            /scratch/package/Sources/Styles/MVP/Todo/B.swift:1:1: warning: unused
            """

        let errors = BuildLog.errorLines(output)

        #expect(errors.count == 2)
        #expect(BuildLog.styles(in: errors, among: [.mvc, .mvvm, .viper, .mvp]) == ["MVC", "VIPER"])
    }

    @Test("a failing test run is explained by its failure lines")
    func testFailures() {
        let output = """
            ◇ Test run started.
            ✔ Test "a" passed after 0.1 seconds.
            ✘ Test "b" recorded an issue at A.swift:3:5: Expectation failed
            ✘ Test run with 2 tests failed after 0.2 seconds with 1 issue.
            """

        #expect(
            BuildLog.testFailures(output) == [
                "✘ Test \"b\" recorded an issue at A.swift:3:5: Expectation failed",
                "✘ Test run with 2 tests failed after 0.2 seconds with 1 issue.",
            ])
    }
}
