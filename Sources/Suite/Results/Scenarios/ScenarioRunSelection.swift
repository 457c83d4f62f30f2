/// How a run of the test binary picks the shared scenarios, stated once for the scenario tests that
/// read it and the tools that set it: `make compare` runs the scenarios once per style, `make mutate`
/// a mutant's style with only the scenarios that reach it, `make exercises` one style without the
/// scenarios a change request replaces.
package enum ScenarioRunSelection {
    /// The test target that holds the scenarios.
    package static let testTarget = "ScenarioTests"
    /// Keeps one style, named as the registry names it.
    package static let styleVariable = "SCENARIO_STYLE"
    /// Keeps the scenarios of these comma-separated ids; the random sequences run only when
    /// `randomSequencesID` is among them (or when no ids are given).
    package static let idsVariable = "SCENARIO_IDS"
    /// Leaves out the scenarios of these comma-separated ids.
    package static let skippedVariable = "SCENARIO_SKIP"
    /// The scenario id of the random operation sequences.
    package static let randomSequencesID = "X02"
}
