import Foundation
import Measure
import Results
import Testing

@testable import ChangeCost

@Suite("WorkingCopyCommand")
struct WorkingCopyCommandTests {
    private static let viewModel = "Sources/Styles/MVVM/Todo/TodoListViewModel.swift"

    private func command(_ package: PackageFolder) -> WorkingCopyCommand {
        WorkingCopyCommand(
            root: package.url, style: .mvvm, requestID: "E3", reports: package.url.appendingPathComponent("Reports"),
            workingCopy: WorkingCopy(root: package.url, git: WorkingCopyTests.git), table: .standard)
    }

    private func makePackage() throws -> PackageFolder {
        try WorkingCopyTests.committedPackage([
            "Exercises/E3-filter-todos/README.md": "# Filter the todo list\n",
            "Exercises/E3-filter-todos/Scenarios/FilterScenarios.swift": "let ids = [\"E3-01\", \"E3-02\"]\n",
            Self.viewModel: "final class TodoListViewModel {\n    var rows = 0\n}\n",
        ])
    }

    @Test("the change is measured as a patch is, and printed beside the reference row of exercises.json")
    func measureBesideReference() throws {
        let package = try makePackage()
        defer { package.remove() }
        let reference = SolutionCost(
            style: "MVVM", layers: [LayerChange(layer: "ViewModel", files: 1, codeAdded: 3, codeRemoved: 1)],
            files: [
                FileChange(
                    path: Self.viewModel, status: .modified, layer: "ViewModel", isTest: false, codeAdded: 3,
                    codeRemoved: 1, typesAdded: 0, protocolsAdded: 0)
            ])
        try ExerciseResults(
            commit: "abc1234", fingerprint: try ExerciseFingerprint.compute(packageRoot: package.url),
            requests: [
                RequestCost(
                    id: "E3", folder: "E3-filter-todos", title: "Filter the todo list", scenarioCount: 2,
                    solutions: [reference], missingStyles: [])
            ]
        ).write(to: package.url.appendingPathComponent("Reports/exercises.json"))
        try package.write(
            "final class TodoListViewModel {\n    // Shown rows.\n    var rows = 1\n    var filter = 0\n}\n",
            to: Self.viewModel)
        try package.write("struct T {}\n", to: "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Filter.swift")

        let text = try command(package).measure()

        let introduction: String =
            "Your change to Sources/Styles/MVVM and Tests/Styles/MVVMTests since your last commit, new files included, measured as make "
            + "exercises measures the reference solutions:"
        let headers: String =
            "Style            Files  New files  Code +  Code -  Types +  Protocols +  Test files  Test code +  "
            + "Test code -  Per layer"
        let yours: String =
            "MVVM, yours          1          0       2       1        0            0           1            1  "
            + "          0  ViewModel +2 -1"
        let referenceRow: String =
            "MVVM, reference      1          0       3       1        0            0           0            0  "
            + "          0  ViewModel +3 -1"
        let expected: [String] = [
            introduction, "E3 Filter the todo list", headers, yours, referenceRow,
            "The reference row is the one in exercises.json (make exercises, commit abc1234).",
        ]
        #expect(text.split(separator: "\n").map(String.init) == expected)
    }

    @Test("without measured results the change is printed alone, with the reason")
    func measureWithoutReference() throws {
        let package = try makePackage()
        defer { package.remove() }
        try package.write("final class TodoListViewModel {\n    var rows = 1\n}\n", to: Self.viewModel)

        let text = try command(package).measure()

        #expect(
            text.hasSuffix(
                "No reference row: not measured for these solutions: run make exercises (no exercises.json yet)."))
        #expect(text.contains("MVVM, yours      1          0       1       1"))
    }

    @Test("a working copy with no change to the style says there is nothing to measure")
    func nothingToMeasure() throws {
        let package = try makePackage()
        defer { package.remove() }

        #expect(
            try command(package).measure()
                == "Nothing to measure: Sources/Styles/MVVM and Tests/Styles/MVVMTests are as at your last commit.")
    }
}
