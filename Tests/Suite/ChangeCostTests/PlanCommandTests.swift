import Catalogue
import CommandSupport
import Testing

@testable import ChangeCost

@Suite("PlanCommand")
struct PlanCommandTests {
    private let command = PlanCommand(
        requests: [
            ChangeRequest(
                id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioIDs: ["E1-01"],
                replacedScenarios: ["T21", "T22"], solutionStyles: ["MVC", "MVVM"]),
            ChangeRequest(
                id: "E2", folder: "E2-contact-details", title: "Contact details", scenarioIDs: ["E2-01"],
                solutionStyles: []),
        ],
        styles: [.mvc, .mvvm])

    @Test("prints the request's folder, the shared scenarios it replaces, and the style's test target and folders")
    func plan() throws {
        #expect(
            try command.lines(request: "E1", style: "MVVM") == [
                "request: E1",
                "folder: Exercises/E1-rename-task",
                "skip: T21,T22",
                "style: MVVM",
                "test target: MVVMTests",
                "sources: Sources/Styles/MVVM",
                "tests: Tests/Styles/MVVMTests",
            ])
    }

    @Test("a request that replaces no shared scenario skips none, and a style may be given in any case")
    func noneReplacedAnyCase() throws {
        let lines = try command.lines(request: "E2", style: "mvc")

        #expect(lines.contains("skip: "))
        #expect(lines.contains("style: MVC"))
    }

    @Test("an unknown request or style is answered with the ones there are")
    func unknown() {
        #expect(
            throws: UsageError("there is no request E9: the requests are E1, E2; the styles are MVC, MVVM")
        ) {
            try command.lines(request: "E9", style: "MVVM")
        }
        #expect(
            throws: UsageError("there is no style MVX: the requests are E1, E2; the styles are MVC, MVVM")
        ) {
            try command.lines(request: "E1", style: "MVX")
        }
    }

    @Test("a missing request or style is answered with the ones there are")
    func missing() {
        #expect(
            throws: UsageError(
                "plan needs one --request and one --style: the requests are E1, E2; the styles are MVC, MVVM")
        ) {
            try command.lines(request: nil, style: "MVVM")
        }
    }

    @Test("the options of plan may leave out the request and the style, for the command to answer")
    func options() throws {
        let options = try ExercisesOptions(arguments: ["plan", "--style", "MVVM"])

        #expect(options.command == .plan)
        #expect(options.requests == nil)
        #expect(options.style == "MVVM")
    }
}
