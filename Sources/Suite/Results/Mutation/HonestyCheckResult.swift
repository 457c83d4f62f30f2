/// The honesty check: a sample of mutants applied as plain source edits, without any switch, and run
/// with the same tests. Each sample must get the verdicts the schemata run gave it.
package struct HonestyCheckResult: Sendable, Equatable, Codable {
    package var samples: [HonestySample]

    package init(samples: [HonestySample]) {
        self.samples = samples
    }

    package var disagreements: [HonestySample] { samples.filter { !$0.agrees } }
}

/// One sampled mutant: the schemata run's verdicts and what the plain edit gave.
package struct HonestySample: Sendable, Equatable, Codable {
    package var id: Int
    package var style: String
    /// Why it was picked (killed by unit tests, killed only by scenarios, survivor, not reached by unit tests).
    package var category: String
    package var expectedUnit: MutantVerdict
    package var observedUnit: MutantVerdict
    package var expectedScenarios: MutantVerdict
    package var observedScenarios: MutantVerdict

    package init(
        id: Int, style: String, category: String, expectedUnit: MutantVerdict, observedUnit: MutantVerdict,
        expectedScenarios: MutantVerdict, observedScenarios: MutantVerdict
    ) {
        self.id = id
        self.style = style
        self.category = category
        self.expectedUnit = expectedUnit
        self.observedUnit = observedUnit
        self.expectedScenarios = expectedScenarios
        self.observedScenarios = observedScenarios
    }

    /// A plain edit runs every test of the kind, so "not reached" there must mean "survived":
    /// the kill or survival must match, not the cause of the kill.
    /// Scenarios the schemata run did not run (the unit tests had killed the mutant) have no verdict to
    /// agree with.
    package var agrees: Bool {
        expectedUnit.isKill == observedUnit.isKill
            && (expectedScenarios == .notRun || expectedScenarios.isKill == observedScenarios.isKill)
    }
}
