import CaseProfiles
import Harness
import TestSupport
import Testing

/// The key actions whose path through each style's code the report traces. Each must do what
/// BEHAVIOUR.md says, or its trace would describe a broken action.
@MainActor
@Suite("Key actions")
struct KeyActionTests {
    @Test(
        "the key action does what BEHAVIOUR.md says in the style", arguments: KeyAction.all,
        ScenarioSelection.keyActionStyles)
    func keyActionWorks(_ action: KeyAction, _ style: Style) {
        let failure = KeyActionRunner.run(action, on: style) { act in
            try CaseProfileRecorder.shared.measureAction(
                action.id, title: action.title, order: KeyAction.all.firstIndex { $0.id == action.id } ?? 0,
                style: style.name, act)
        }
        if let failure {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
