import Harness
import Testing

/// The change requests' scenarios, through the headless UI only, like the shared catalogue. They
/// describe behaviour main does not have yet, so they run only when a request is selected (see
/// `ExerciseSelection`); each case ends with X01, the leak and platform check.
@MainActor
@Suite("Exercise scenarios")
struct ExerciseScenarioTests {
    @Test(
        "the request's scenario behaves as its README says in the style",
        .enabled(if: ExerciseSelection.isSelected, "run by make exercise-check and make exercises (EXERCISE=E1)"),
        arguments: ExerciseSelection.scenarios, ExerciseSelection.styles)
    func scenarioPasses(_ scenario: Scenario, _ style: Style) {
        let outcome = ScenarioRunner.run(scenario, on: style)
        if let failure = outcome.failure {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("a selected request has scenarios, and a selected style is registered")
    func selectionIsValid() {
        guard let request = ExerciseSelection.request else { return }
        #expect(!ExerciseSelection.scenarios.isEmpty, "no scenarios have ids starting with \(request)-")
        #expect(!ExerciseSelection.styles.isEmpty, "SCENARIO_STYLE names no registered style")
    }

    @Test("ids are unique, and each request numbers its scenarios from 01 without gaps")
    func idsAreNumbered() {
        let ids = ExerciseCatalogue.scenarios.map(\.id)
        #expect(Set(ids).count == ids.count)
        let byRequest = Dictionary(grouping: ids) { String($0.prefix { $0 != "-" }) }
        for (request, requestIDs) in byRequest {
            let expected = requestIDs.indices.map { request + "-" + ($0 + 1 < 10 ? "0" : "") + String($0 + 1) }
            #expect(requestIDs == expected)
        }
    }
}
