import Testing

@testable import Harness

@MainActor
@Suite("KeyActionRunner")
struct KeyActionRunnerTests {
    @Test("an action runs twice and only its second run is measured, after the app is prepared")
    func measuresTheSecondRun() throws {
        let action = try #require(KeyAction.all.first { $0.id == "mark-done" })
        let style = try #require(StyleRegistry.all.first)
        var measured = 0

        let failure = KeyActionRunner.run(action, on: style) { act in
            measured += 1
            try act()
        }

        #expect(failure == nil)
        #expect(measured == 1)
    }

    @Test("an action that does not do what BEHAVIOUR.md says is a failure naming the action and the style")
    func failureNamesActionAndStyle() throws {
        let action = try #require(KeyAction.all.first { $0.id == "add-task" })

        let failure = try #require(KeyActionRunner.run(action, on: WrongCounterApp.style))

        #expect(
            failure.hasPrefix(
                "Key action add-task failed for style WrongCounter: todo.row.name of the rows of todo.list: "
                    + "expected [\"Water the plants\"], saw []"))
    }

    @Test("the catalogue has the six key actions the report tables, with unique ids")
    func catalogue() {
        #expect(
            KeyAction.all.map(\.id) == [
                "add-task", "mark-done", "change-priority", "remove-task", "add-contact", "import",
            ])
    }
}
