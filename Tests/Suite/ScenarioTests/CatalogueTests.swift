import CaseProfiles
import Harness
import TestSupport
import Testing

/// The shared catalogue: every scenario against every style, through the headless UI only. Each case
/// ends with X01, the leak and platform check, inside the scenario runner. When `SCENARIO_RESULTS`
/// names a file (as `make compare` does), each outcome is also recorded there for the report.
@MainActor
@Suite("Shared scenarios")
struct CatalogueTests {
    @Test(
        "the scenario behaves as BEHAVIOUR.md says in the style", arguments: ScenarioSelection.scenarios,
        ScenarioSelection.styles)
    func scenarioPasses(_ scenario: Scenario, _ style: Style) throws {
        let outcome = ScenarioRunner.run(scenario, on: style) { steps in
            try CaseProfileRecorder.shared.measureScenario(scenario.id, style: style.name, steps)
        }
        try ScenarioResultsRecorder().record(outcome, of: scenario)
        guard let failure = outcome.failure else { return }
        if let reason = KnownIssues.reason(style: style.name, scenarioID: scenario.id) {
            withKnownIssue(Comment(rawValue: reason)) { Issue.record(Comment(rawValue: failure)) }
        } else {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("the catalogue has unique ids and at least 45 scenarios")
    func catalogueIsComplete() {
        let ids = Scenario.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count >= 45)
    }
}
