import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("Cost of change")
struct ExerciseSectionTests {
    static let results = ExerciseResults(
        commit: "abc1234", fingerprint: "fnv1a64:0000000000000000",
        requests: [
            RequestCost(
                id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioCount: 11,
                replacedScenarios: ["T21", "T22"],
                solutions: [
                    SolutionCost(
                        style: "MVVM",
                        layers: [
                            LayerChange(layer: "View", files: 1, codeAdded: 6, codeRemoved: 1),
                            LayerChange(layer: "ViewModel", files: 2, codeAdded: 30, codeRemoved: 2),
                        ],
                        files: [
                            FileChange(
                                path: "Sources/Styles/MVVM/Todo/TodoListViewController.swift", status: .modified,
                                layer: "View", isTest: false, codeAdded: 6, codeRemoved: 1, typesAdded: 0,
                                protocolsAdded: 0),
                            FileChange(
                                path: "Sources/Styles/MVVM/Todo/RenameViewModel.swift", status: .added,
                                layer: "ViewModel",
                                isTest: false, codeAdded: 25, codeRemoved: 0, typesAdded: 1, protocolsAdded: 0),
                            FileChange(
                                path: "Sources/Styles/MVVM/Todo/TodoListViewModel.swift", status: .modified,
                                layer: "ViewModel", isTest: false, codeAdded: 5, codeRemoved: 2, typesAdded: 0,
                                protocolsAdded: 0),
                            FileChange(
                                path: "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Rename.swift", status: .added,
                                layer: "ViewModel", isTest: true, codeAdded: 40, codeRemoved: 0, typesAdded: 0,
                                protocolsAdded: 0),
                        ])
                ],
                missingStyles: ["VIP"])
        ])

    @Test("a solution's totals add up its source files, and its tests apart")
    func totals() throws {
        let cost = try #require(Self.results.requests.first?.solutions.first)

        #expect(cost.filesTouched == 3)
        #expect(cost.filesAdded == 1)
        #expect(cost.codeAdded == 36)
        #expect(cost.codeRemoved == 3)
        #expect(cost.typesAdded == 1)
        #expect(cost.testFilesTouched == 1)
        #expect(cost.testCodeAdded == 40)
        #expect(cost.codeTouched == 39)
    }

    @Test(
        "the report shows an overview of every request, and in the appendix a table per request with its shares, the styles without a solution and the chart"
    )
    func section() throws {
        var report = try ReportFixtures.report()
        report.exercises = ExerciseSection(results: Self.results)
        let mvvm = try #require(report.styles.firstIndex { $0.name == "MVVM" })
        report.styles[mvvm].fileCount = 40
        report.styles[mvvm].code = 1300

        let markdown = prose(MarkdownRenderer.render(ReportDocument(report: report)))
        let html = HTMLRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains("## Cost of change"))
        #expect(markdown.contains("| MVVM (UIKit) | 3 / 39 (3.0%) |"))
        #expect(markdown.contains("applied every solution to commit abc1234"))
        #expect(markdown.contains("### E1 Rename a task"))
        #expect(
            markdown.contains(
                "every solution passed its 11 scenarios and every shared one but T21, T22, whose behaviour the request changes."
            ))
        #expect(
            markdown.contains(
                "| MVVM | 3 | 7.5% of 40 | 1 | 36 | 3 | 3.0% of 1300 | 1 | 0 | 1 | 40 | 0 | View +6 −1, ViewModel +30 −2 |"
            ))
        #expect(markdown.contains("No solution yet: VIP."))
        #expect(markdown.contains("Code lines touched per layer, E1: MVVM View 7, ViewModel 32."))
        #expect(html.contains("<svg"))
        #expect(html.contains("id=\"change-e1-title\""))
        #expect(
            html.contains("<figcaption>One bar per style, as long as the code lines its solution added and removed;"))
    }

    @Test("a share is the part over the style's whole, and n/a for a style the report does not measure")
    func shares() {
        #expect(ExerciseCostSection.share(3, of: 40) == "7.5% of 40")
        #expect(ExerciseCostSection.share(39, of: 1300) == "3.0% of 1300")
        #expect(ExerciseCostSection.share(2, of: nil) == "n/a")
        #expect(ExerciseCostSection.share(2, of: 0) == "n/a")
    }

    @Test("without results the section says why, and the JSON keeps the note")
    func notMeasured() throws {
        var report = try ReportFixtures.report()
        report.exercises = ExerciseSection(notMeasured: "not measured for these solutions: run make exercises")

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))
        let json = String(decoding: try ReportEncoding.json(report), as: UTF8.self)

        #expect(markdown.contains("Change requests: not measured for these solutions: run make exercises."))
        #expect(json.contains("\"note\" : \"not measured for these solutions: run make exercises\""))
    }

    @Test("results are shown only while the solutions and scenarios are those measured")
    func staleResults() throws {
        let root = try TemporaryFolder.make(
            ["Exercises/E1-rename-task/solutions/MVVM.patch": "diff --git a/x b/x\n"], prefix: "ExerciseSection")
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = root.appendingPathComponent("Reports")
        let missing = try ExerciseSection.read(packageRoot: root, reports: reports)
        var results = Self.results
        results.fingerprint = try ExerciseFingerprint.compute(packageRoot: root)
        try results.write(to: reports.appendingPathComponent(ExerciseResults.fileName))
        let current = try ExerciseSection.read(packageRoot: root, reports: reports)
        try Data("changed\n".utf8).write(
            to: root.appendingPathComponent("Exercises/E1-rename-task/solutions/MVVM.patch"))

        let stale = try ExerciseSection.read(packageRoot: root, reports: reports)

        #expect(missing.note == "not measured for these solutions: run make exercises (no exercises.json yet)")
        #expect(current.results == results)
        #expect(stale.results == nil)
        #expect(
            stale.note == "not measured for these solutions: run make exercises (they changed since it was measured)")
    }
}
