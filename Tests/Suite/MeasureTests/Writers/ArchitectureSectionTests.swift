import Foundation
import Results
import Testing

@testable import Measure

@Suite("What the architecture buys, rendered")
struct ArchitectureSectionTests {
    static let style = StyleArchitectureReport(
        name: "VIPER",
        layers: [
            LayerArchitectureReport(
                name: "View", uiBound: CodeShare(files: 2, code: 30), uiFree: CodeShare(files: 1, code: 10)),
            LayerArchitectureReport(
                name: "Interactor", uiBound: CodeShare(files: 1, code: 5), uiFree: CodeShare(files: 3, code: 45)),
            LayerArchitectureReport(name: "Composition", uiBound: CodeShare(files: 1, code: 8), uiFree: CodeShare()),
        ],
        dependencies: [
            DependencyReport(
                from: "View", to: "Platform", module: "HeadlessUI", files: 2, names: ["Label"], allowed: true),
            DependencyReport(
                from: "Interactor", to: "View", module: "VIPER", files: 1, names: ["TodoListView"], allowed: false),
            DependencyReport(
                from: "Interactor", to: "Model", module: "Models", files: 3, names: ["TodoList"], allowed: true),
        ],
        rules: [LayerRuleReport(layer: "Interactor", rule: "Interactor may refer only to Models: it is the use case")],
        violations: ["Sources/Styles/VIPER/Todo/TodoListInteractor.swift:6: VIPER Interactor refers to TodoListView"])

    func report(_ style: StyleArchitectureReport = Self.style) throws -> ComparisonReport {
        var report = try ReportFixtures.report()
        report.architecture = ArchitectureReport(styles: [style])
        return report
    }

    @Test("the UI-bound table has a row per layer and a total, with the UI-free share of code")
    func uiBoundTable() throws {
        let markdown = MarkdownRenderer.render(ReportDocument(report: try report()))

        #expect(markdown.contains("| VIPER | View | 2 | 30 | 1 | 10 | 25.0% |"))
        #expect(markdown.contains("| VIPER | Composition | 1 | 8 | 0 | 0 | 0.0% |"))
        #expect(markdown.contains("| VIPER | Total | 4 | 43 | 4 | 55 | 56.1% |"))
    }

    @Test("the dependency matrix counts files per pair, marks a broken rule and leaves out columns nothing uses")
    func dependencyMatrix() throws {
        let markdown = MarkdownRenderer.render(ReportDocument(report: try report()))

        #expect(markdown.contains("| Files of ↓ refer to → | View | Models | HeadlessUI |"))
        #expect(markdown.contains("| View | · |  | 2 |"))
        #expect(markdown.contains("| Interactor | 1 breaks the rule | 3 |  |"))
        #expect(
            markdown.contains(
                "- `Sources/Styles/VIPER/Todo/TodoListInteractor.swift:6: VIPER Interactor refers to TodoListView`"))
    }

    @Test("a style's own layer named like a shared one, and two platform modules, get a column each")
    func ownLayerBesideSharedModule() throws {
        let style = StyleArchitectureReport(
            name: "MV",
            layers: [
                LayerArchitectureReport(name: "View", uiBound: CodeShare(files: 2, code: 30), uiFree: CodeShare()),
                LayerArchitectureReport(name: "Model", uiBound: CodeShare(), uiFree: CodeShare(files: 2, code: 40)),
                LayerArchitectureReport(
                    name: "Composition", uiBound: CodeShare(files: 1, code: 8), uiFree: CodeShare()),
            ],
            dependencies: [
                DependencyReport(
                    from: "View", to: "Model", module: "Models", files: 7, names: ["TodoItem"], allowed: true),
                DependencyReport(
                    from: "View", to: "Model", module: "MV", files: 3, names: ["TodoListModel"], allowed: true),
                DependencyReport(
                    from: "Composition", to: "Platform", module: "HeadlessUI", files: 1, names: ["Window"],
                    allowed: true),
                DependencyReport(
                    from: "Composition", to: "Platform", module: "HeadlessSwiftUI", files: 1,
                    names: ["HostingController"], allowed: true),
            ],
            rules: [], violations: [])

        let markdown = MarkdownRenderer.render(ReportDocument(report: try report(style)))
        let html = HTMLRenderer.render(ReportDocument(report: try report(style)))

        #expect(markdown.contains("| Files of ↓ refer to → | Model | Models | HeadlessSwiftUI | HeadlessUI |"))
        #expect(markdown.contains("| View | 3 | 7 |  |  |"))
        #expect(markdown.contains("| Model | · |  |  |  |"))
        #expect(markdown.contains("| Composition |  |  | 1 | 1 |"))
        #expect(markdown.contains("View → Models 7; View → Model 3"))
        #expect(html.contains(">View → Model: 3 files (TodoListModel)</title>"))
        #expect(html.contains(">View → Models: 7 files (TodoItem)</title>"))
    }

    @Test("the HTML draws each style's dependencies, a broken one in red and dashed")
    func diagram() throws {
        let html = HTMLRenderer.render(ReportDocument(report: try report()))

        #expect(html.contains("<title id=\"dependencies-viper-title\">Layer dependencies of VIPER</title>"))
        #expect(html.contains("stroke=\"#cf222e\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\""))
        #expect(html.contains(">HeadlessUI</text>"))
    }

    @Test("the section is absent when nothing was measured, and its figures go to the JSON when it was")
    func presence() throws {
        let without = MarkdownRenderer.render(ReportDocument(report: try ReportFixtures.report()))
        let json = try ReportEncoding.json(try report())

        #expect(!without.contains("## What the architecture buys"))
        #expect(try JSONDecoder().decode(ComparisonReport.self, from: json).architecture?.styles == [Self.style])
    }

    static func measured() -> StyleArchitectureReport {
        var style = Self.style
        style.layers[0].unitTests = ViewNeed(tests: 5, creatingViews: 5)
        style.layers[0].viewFreeLines = CoverageCount(covered: 0, total: 40)
        style.layers[1].unitTests = ViewNeed(tests: 7, creatingViews: 0)
        style.layers[1].viewFreeLines = CoverageCount(covered: 45, total: 50)
        style.unattributedUnitTests = ViewNeed(tests: 2, creatingViews: 1)
        style.keyActions = [
            PathReport(
                id: "mark-done", title: "Mark one done", functions: 3, types: 2, files: 2, layers: 2,
                byLayer: [
                    LayerFunctions(layer: "View", functions: ["TodoListViewController.display(_:)"]),
                    LayerFunctions(
                        layer: "Interactor",
                        functions: ["TodoListInteractor.save(_:) (closure)", "TodoListInteractor.toggleDone(itemID:)"]),
                ])
        ]
        style.scenarioPaths = [
            PathReport(id: "T23", title: nil, functions: 9, types: 4, files: 5, layers: 3, byLayer: nil)
        ]
        return style
    }

    func measuredReport(_ note: RuntimeNote) throws -> ComparisonReport {
        var report = try ReportFixtures.report()
        report.architecture = ArchitectureReport(styles: [Self.measured()], runtime: note)
        return report
    }

    @Test("the unit tests that need a view are tabled per layer with the coverage of those that need none")
    func viewNeedTable() throws {
        let markdown = MarkdownRenderer.render(
            ReportDocument(
                report: try measuredReport(RuntimeNote(notMeasured: nil, cases: 20, overlappedCases: 1))))

        #expect(markdown.contains("| VIPER | View | 5 | 5 | n/a (nothing to run) | 0.0% (0 of 40) |"))
        #expect(markdown.contains("| VIPER | Interactor | 7 | 0 | n/a (nothing to run) | 90.0% (45 of 50) |"))
        #expect(markdown.contains("| VIPER | (no layer) | 2 | 1 |  |  |"))
        #expect(markdown.contains("(20 cases, of which 1 ran alongside another and were left out)"))
    }

    @Test("each key action gets a row of counts per style and a list of its functions by layer")
    func tapPaths() throws {
        let markdown = MarkdownRenderer.render(
            ReportDocument(
                report: try measuredReport(RuntimeNote(notMeasured: nil, cases: 20, overlappedCases: 0))))

        #expect(markdown.contains("| Mark one done | 3 / 2 / 2 / 2 |"))
        #expect(markdown.contains("<details><summary>Mark one done: the functions that ran, by layer</summary>"))
        #expect(
            markdown.contains(
                "| VIPER | Interactor | `TodoListInteractor.save(_:)` (closure), `TodoListInteractor.toggleDone(itemID:)` |"
            ))
        #expect(markdown.contains("| T23 | 9 / 4 / 5 / 3 |"))
    }

    @Test("without case profiles the run-time parts say why instead of showing figures")
    func notMeasured() throws {
        let markdown = MarkdownRenderer.render(
            ReportDocument(
                report: try measuredReport(
                    RuntimeNote(notMeasured: "a build without coverage", cases: 0, overlappedCases: 0))))

        #expect(markdown.contains("### Unit tests that need a view\n\nNot measured: a build without coverage."))
        #expect(!markdown.contains("| Mark one done |"))
    }
}
