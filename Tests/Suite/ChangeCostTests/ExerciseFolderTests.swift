import Measure
import Results
import Testing

@testable import ChangeCost

@Suite("ExerciseFolder")
struct ExerciseFolderTests {
    private static let scenarios = """
        static let renameTaskScenarios: [Scenario] = [
            Scenario("E1-01", "Swiping shows \\"Rename\\"") { app in try app.addTodo("E1-99 is not an id here") },
            Scenario("E1-02", "Renaming saves") { app in },
        ]
        """

    @Test("requests are found by folder name, in the order of their numbers, with title, scenarios and solutions")
    func requests() throws {
        let package = try PackageFolder([
            "Exercises/README.md": "# Exercises\n",
            "Exercises/Runner/ExerciseScenarioTests.swift": "",
            "Exercises/E10-later/README.md": "# Later\n",
            "Exercises/E10-later/Scenarios/S.swift": "Scenario(\"E10-01\", \"x\")",
            "Exercises/E1-rename-task/README.md":
                "Intro\n# Rename a task\n\nText\n\nReplaces the shared scenarios: T21, T22\n",
            "Exercises/E1-rename-task/Scenarios/RenameTaskScenarios.swift": Self.scenarios,
            "Exercises/E1-rename-task/solutions/MVVM.patch": "",
            "Exercises/E1-rename-task/solutions/MVC.patch": "",
        ])
        defer { package.remove() }

        let requests = try ExerciseFolder.requests(packageRoot: package.url, styles: ["MVC", "MVVM", "VIPER"])

        #expect(
            requests == [
                ChangeRequest(
                    id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioIDs: ["E1-01", "E1-02"],
                    replacedScenarios: ["T21", "T22"], solutionStyles: ["MVC", "MVVM"]),
                ChangeRequest(
                    id: "E10", folder: "E10-later", title: "Later", scenarioIDs: ["E10-01"], solutionStyles: []),
            ])
        #expect(requests[0].solutionPath(of: "MVC") == "Exercises/E1-rename-task/solutions/MVC.patch")
    }

    @Test("a solution named for a style that is not registered is refused")
    func unknownStyle() throws {
        let package = try PackageFolder([
            "Exercises/E1-rename-task/README.md": "# Rename a task\n",
            "Exercises/E1-rename-task/Scenarios/S.swift": Self.scenarios,
            "Exercises/E1-rename-task/solutions/MVX.patch": "",
        ])
        defer { package.remove() }

        #expect(
            throws: ExerciseSetupError.unknownStyle(
                patch: "Exercises/E1-rename-task/solutions/MVX.patch", styles: ["MVC"])
        ) {
            try ExerciseFolder.requests(packageRoot: package.url, styles: ["MVC"])
        }
    }

    @Test("a request without a README or without scenarios is refused, naming its folder")
    func incompleteRequests() throws {
        let noReadme = try PackageFolder(["Exercises/E2-contact-details/Scenarios/S.swift": "Scenario(\"E2-01\""])
        let noScenarios = try PackageFolder(["Exercises/E3-filter-todos/README.md": "# Filter the todo list\n"])
        defer {
            noReadme.remove()
            noScenarios.remove()
        }

        #expect(throws: ExerciseSetupError.missingReadme(folder: "Exercises/E2-contact-details")) {
            try ExerciseFolder.requests(packageRoot: noReadme.url, styles: ["MVC"])
        }
        #expect(throws: ExerciseSetupError.noScenarios(folder: "Exercises/E3-filter-todos")) {
            try ExerciseFolder.requests(packageRoot: noScenarios.url, styles: ["MVC"])
        }
    }

    @Test(
        "a folder of the requests that cannot be listed stops the reading with its path and the reason",
        arguments: ["Exercises", "Exercises/E1-rename-task/Scenarios", "Exercises/E1-rename-task/solutions"])
    func unlistableFolder(path: String) throws {
        let request = [
            "Exercises/E1-rename-task/README.md": "# Rename a task\n",
            "Exercises/E1-rename-task/Scenarios/S.swift": Self.scenarios,
            "Exercises/E1-rename-task/solutions/MVC.patch": "",
        ]
        var files = request.filter { !$0.key.hasPrefix(path + "/") }
        files[path] = "a file where a folder should be"
        let package = try PackageFolder(files)
        defer { package.remove() }

        #expect(
            throws: FolderListingError(
                path: package.url.appendingPathComponent(path).path, reason: "it is a file, not a folder")
        ) {
            try ExerciseFolder.requests(packageRoot: package.url, styles: ["MVC"])
        }
    }

    @Test("scenario ids are string literals of the request's prefix and digits only")
    func scenarioIDs() {
        let source = #"Scenario("E1-01", "a") Scenario("E1-02", "b") "E1-3x" "E12-01" "E1-" "E1-04""#

        #expect(ExerciseFolder.scenarioIDs(inSource: source, request: "E1") == ["E1-01", "E1-02", "E1-04"])
    }

    @Test("a folder is a request's when it is E, a number and a dash")
    func folderNumbers() {
        #expect(ExerciseFolder.number(ofFolder: "E1-rename-task") == 1)
        #expect(ExerciseFolder.number(ofFolder: "E12-x") == 12)
        #expect(ExerciseFolder.number(ofFolder: "Runner") == nil)
        #expect(ExerciseFolder.number(ofFolder: "Ex-1") == nil)
    }

    @Test("the shared scenarios a request replaces are read from its README's own line, and none without it")
    func replacedScenarios() {
        #expect(
            ExerciseFolder.replacedScenarios(in: "# X\nReplaces the shared scenarios: T21, T22,\nMore\n") == [
                "T21", "T22",
            ])
        #expect(ExerciseFolder.replacedScenarios(in: "# X\nIt replaces the shared scenarios: T21\n").isEmpty)
    }
}
