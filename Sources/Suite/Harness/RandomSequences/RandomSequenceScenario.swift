import Results

/// How the random operation sequences appear in the scenario matrix.
package enum RandomSequenceScenario {
    package static let id = ScenarioRunSelection.randomSequencesID
    package static let summary =
        "Random operation sequences give the same screens in every style and in a plain reference model"
}
