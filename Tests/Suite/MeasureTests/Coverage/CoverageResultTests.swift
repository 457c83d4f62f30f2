import Results
import Testing

@testable import Measure

@Suite("CoverageResult")
struct CoverageResultTests {
    private static let run = CoverageRun(targets: [], filter: "", profile: "", binary: "")
    private static let runs = CoverageRuns(scenarios: run, unit: run, other: run, all: run)

    @Test("coverage that names none of the measured files is refused, with how many and one of them")
    func coversNoSource() {
        let coverage = CoverageResult(
            summaries: [.all: ["/elsewhere/Sources/Styles/MVC/Todo/TodoCell.swift": CoverageSummary()]], runs: Self.runs
        )

        #expect(throws: CoverageError.coversNoSource(count: 2, example: "Sources/Styles/MVC/Todo/TodoCell.swift")) {
            try coverage.checkCovers([
                "Sources/Styles/MVC/Todo/TodoCell.swift", "Sources/Styles/MVC/Todo/TodoListViewController.swift",
            ])
        }
    }

    @Test("coverage that names one measured file, of any kind of test, is taken")
    func coversOne() throws {
        let coverage = CoverageResult(
            summaries: [.unit: ["Sources/Styles/MVC/Todo/TodoCell.swift": CoverageSummary()]], runs: Self.runs)

        try coverage.checkCovers(["Sources/Styles/MVC/Todo/TodoCell.swift", "Sources/Styles/MVC/Other.swift"])
    }
}
