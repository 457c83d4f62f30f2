extension Scenario {
    /// Every scenario of the shared suite, in the order the report lists them.
    public static let all: [Scenario] =
        todoScenarios + todoOrderScenarios + todoRowActionScenarios + todoFaultScenarios
        + contactScenarios + newContactScenarios + newContactDismissalScenarios + contactFaultScenarios
        + importScenarios + importFailureScenarios + lifetimeScenarios

    /// The scenario with `id`, if the catalogue has one.
    public static func scenario(withID id: String) -> Scenario? {
        all.first { $0.id == id }
    }
}
