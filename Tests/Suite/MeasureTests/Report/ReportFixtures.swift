import Catalogue
import Results

@testable import Measure

/// Small, hand-made inputs for the report builder and writers.
enum ReportFixtures {
    static func file(_ path: String, _ source: String) -> SourceFile {
        SourceFile(path: path, metrics: SwiftLexer.measure(source))
    }

    static let inventory = SourceInventory(
        sources: [
            file(
                "Sources/Styles/MVC/Todo/TodoListViewController.swift",
                "final class TodoListViewController {\n    func viewDidLoad() {}\n}\n"),
            file(
                "Sources/Styles/MVC/Todo/TodoListViewController+Alerts.swift", "extension TodoListViewController {\n}\n"
            ),
            file("Sources/Styles/MVC/Todo/TodoCell.swift", "// A row.\nfinal class TodoCell {}\n"),
            file(
                "Sources/Styles/MVVM/Todo/TodoListViewModel.swift",
                "struct TodoListViewModel {\n\n    func load() {}\n}\n"),
            file("Sources/Styles/MVVM/Todo/TodoListViewController.swift", "final class TodoListViewController {}\n"),
            file(
                "Sources/Styles/VIPER/Todo/TodoListPresenter.swift",
                "protocol TodoListView {}\nfinal class TodoListPresenter {}\n"),
            file("Sources/Styles/VIPER/Composition/VIPERApp.swift", "/// Builds the app.\nenum VIPERApp {}\n"),
            file("Sources/Shared/Models/Todo/TodoItem.swift", "struct TodoItem {}\n"),
            file("Sources/Shared/HeadlessUI/Views/Label.swift", "final class Label {}\n"),
        ],
        tests: [
            file("Tests/Styles/MVVMTests/TodoListViewModelTests.swift", "import Testing\n@Test func adds() {}\n"),
            file("Tests/Styles/MVVMTests/Helpers/StoreSpy.swift", "final class StoreSpy {}\n"),
            file("Tests/Shared/ModelsTests/TodoItemTests.swift", "import Testing\n"),
        ],
        testTargets: ["MVVMTests", "ModelsTests", "ScenarioTests"]
    )

    static let coverage: CoverageResult = {
        let run = CoverageRun(targets: [], filter: "", profile: "", binary: ".build/debug/PackageTests.xctest")
        let viewModel = "Sources/Styles/MVVM/Todo/TodoListViewModel.swift"
        return CoverageResult(
            summaries: [
                .scenarios: [
                    viewModel: CoverageSummary(
                        lines: CoverageCount(covered: 2, total: 4), regions: CoverageCount(covered: 1, total: 2))
                ],
                .unit: [
                    viewModel: CoverageSummary(
                        lines: CoverageCount(covered: 4, total: 4), regions: CoverageCount(covered: 2, total: 2))
                ],
                .all: [
                    viewModel: CoverageSummary(
                        lines: CoverageCount(covered: 4, total: 4), regions: CoverageCount(covered: 2, total: 2))
                ],
            ],
            runs: CoverageRuns(scenarios: run, unit: run, other: run, all: run)
        )
    }()

    static let matrix = ScenarioMatrix(
        rows: [
            ScenarioRow(id: "T10", description: "Ten", results: ["MVC": .pass, "MVVM": .pass, "VIPER": .pass]),
            ScenarioRow(
                id: "T2", description: "Two | with a pipe",
                results: ["MVC": .fail("row 1 differs"), "MVVM": .pass, "VIPER": .knownIssue("waits for a fix")]),
        ],
        randomSequences: RandomSequenceTotals(seed: 7, sequences: 3, steps: 30, divergences: 0)
    )

    /// The three styles these fixtures describe, so that registering a new style changes none of them.
    static let table = LayerTable(
        styles: [.mvc, .mvvm, .viper], shared: LayerTable.standard.shared, tooling: LayerTable.standard.tooling)

    static func report() throws -> ComparisonReport {
        try ReportBuilder(table: table).build(inventory: inventory, coverage: coverage, matrix: matrix)
    }

    static let environment = EnvironmentReport(
        generatedAt: "2026-11-18T11:06:40Z", toolchain: "Swift version 6.3.1", platform: "Linux (x86_64)",
        processorCount: 2,
        llvmCov: "/opt/swift/usr/bin/llvm-cov", llvmProfdata: "/opt/swift/usr/bin/llvm-profdata",
        timings: [StepTiming(step: "build", seconds: 12.34)]
    )
}
