import Harness

/// The scenarios of every change request, each request's ids starting with its own prefix
/// (`E1-01`, `E1-02`, ...). A new request adds its list here.
enum ExerciseCatalogue {
    static let scenarios: [Scenario] =
        Scenario.renameTaskScenarios
        + Scenario.contactDetailsScenarios
        + Scenario.filterTodosScenarios
        + Scenario.pushNewContactScenarios
}
