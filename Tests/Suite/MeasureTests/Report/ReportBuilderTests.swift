import Catalogue
import Results
import Testing

@testable import Measure

@Suite("Building the report")
struct ReportBuilderTests {
    @Test("lists the styles and their layers in the table's order")
    func stylesAndLayers() throws {
        let report = try ReportFixtures.report()

        #expect(report.styles.map(\.name) == ["MVC", "MVVM", "VIPER"])
        #expect(report.styles[2].layers.map(\.name) == ["View", "Presenter", "Interactor", "Router", "Composition"])
    }

    @Test("puts every style file in exactly one layer, with its lines and declarations")
    func filesInLayers() throws {
        let mvc = try ReportFixtures.report().styles[0]

        #expect(
            mvc.layers.map { $0.files.map(\.path) } == [
                ["Sources/Styles/MVC/Todo/TodoCell.swift"],
                [
                    "Sources/Styles/MVC/Todo/TodoListViewController+Alerts.swift",
                    "Sources/Styles/MVC/Todo/TodoListViewController.swift",
                ],
                [], [],
            ])
        #expect(mvc.layers[1].code == 5)
        #expect(mvc.layers[1].declarations == DeclarationCounts(types: 1, functions: 1))
        #expect((mvc.code, mvc.comment, mvc.fileCount) == (6, 1, 3))
    }

    @Test("sums coverage per layer; files without coverage count as nothing to run")
    func coverage() throws {
        let mvvm = try ReportFixtures.report().styles[1]
        let viewModel = try #require(mvvm.layers.first { $0.name == "ViewModel" })

        #expect(viewModel.coverage.unit.lines == CoverageCount(covered: 4, total: 4))
        #expect(viewModel.coverage.scenarios.regions == CoverageCount(covered: 1, total: 2))
        #expect(mvvm.layers[0].coverage.all.lines == CoverageCount())
    }

    @Test("attributes test files to layers by name, and the rest to test support")
    func testCode() throws {
        let mvvm = try ReportFixtures.report().styles[1]

        #expect(mvvm.layers.first { $0.name == "ViewModel" }?.testCode == 2)
        #expect(mvvm.testSupport.files.map(\.path) == ["Tests/Styles/MVVMTests/Helpers/StoreSpy.swift"])
        #expect(mvvm.testCode == 3)
    }

    @Test("a style's test code is its layers' test code and its test support together")
    func testCodeIsOneFigure() throws {
        for style in try ReportFixtures.report().styles {
            #expect(style.testCode == style.layers.map(\.testCode).reduce(0, +) + style.testSupport.code)
        }
    }

    @Test("counts each type with its extension files, largest first, in the layer of the file declaring it")
    func types() throws {
        let mvc = try ReportFixtures.report().styles[0]

        #expect(
            mvc.types == [
                TypeReport(
                    name: "TodoListViewController", layer: "Controller",
                    files: [
                        "Sources/Styles/MVC/Todo/TodoListViewController+Alerts.swift",
                        "Sources/Styles/MVC/Todo/TodoListViewController.swift",
                    ],
                    code: 5),
                TypeReport(name: "TodoCell", layer: "View", files: ["Sources/Styles/MVC/Todo/TodoCell.swift"], code: 1),
            ])
    }

    @Test(
        "names a file's type by its name without the concern",
        arguments: [
            ("Sources/Styles/MVC/Todo/TodoListViewController+Alerts.swift", "TodoListViewController"),
            ("Sources/Styles/VIPER/Todo/TodoListPresenter.swift", "TodoListPresenter"),
            ("Sources/Styles/MVVM/Shared/Array+Rows.swift", "Array"),
        ])
    func typeName(path: String, expected: String) {
        #expect(TypeReport.typeName(ofFile: path) == expected)
    }

    @Test("reports the shared modules apart, with their own tests")
    func shared() throws {
        let shared = try ReportFixtures.report().shared

        #expect(shared.map(\.name) == ["Model", "Platform", "Platform"])
        #expect(shared.map(\.module) == ["Models", "HeadlessUI", "HeadlessSwiftUI"])
        #expect(shared[0].testCode == 1)
    }

    @Test("sorts scenarios by id with numbers in order, and tallies results per style")
    func scenarios() throws {
        let report = try ReportFixtures.report()

        #expect(report.scenarios.map(\.id) == ["T2", "T10"])
        #expect(report.scenarios[0].results == ["MVC": "fail", "MVVM": "pass", "VIPER": "known issue"])
        #expect(report.scenarios[0].notes == ["MVC": "row 1 differs", "VIPER": "waits for a fix"])
        #expect(report.styles[0].scenarios == ScenarioTally(pass: 1, fail: 1, knownIssue: 0))
        #expect(report.knownIssues == [KnownIssue(style: "VIPER", scenarioID: "T2", reason: "waits for a fix")])
    }

    @Test("refuses a source file that maps to no layer, naming it")
    func unmapped() {
        var inventory = ReportFixtures.inventory
        inventory.sources.append(ReportFixtures.file("Sources/Styles/MVC/Todo/TodoHelpers.swift", "let x = 1\n"))
        let builder = ReportBuilder(table: .standard)

        #expect(throws: UnmappedFilesError(paths: ["Sources/Styles/MVC/Todo/TodoHelpers.swift"])) {
            try builder.build(inventory: inventory, coverage: ReportFixtures.coverage, matrix: ReportFixtures.matrix)
        }
    }

    @Test("gives the same report for the same inputs")
    func deterministic() throws {
        #expect(try ReportFixtures.report() == ReportFixtures.report())
    }
}
