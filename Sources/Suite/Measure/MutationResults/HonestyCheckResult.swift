/// The honesty check: a sample of mutants applied as plain source edits, without any switch, and run
/// with the same tests. Each sample must get the verdicts the schemata run gave it.
public struct HonestyCheckResult: Sendable, Equatable, Codable {
    public var samples: [HonestySample]

    public init(samples: [HonestySample]) {
        self.samples = samples
    }

    public var disagreements: [HonestySample] { samples.filter { !$0.agrees } }
}

/// One sampled mutant: the schemata run's verdicts and what the plain edit gave.
public struct HonestySample: Sendable, Equatable, Codable {
    public var id: Int
    public var style: String
    /// Why it was picked (killed by unit tests, killed only by scenarios, survivor, not reached by unit tests).
    public var category: String
    public var expectedUnit: MutantVerdict
    public var observedUnit: MutantVerdict
    public var expectedScenarios: MutantVerdict
    public var observedScenarios: MutantVerdict

    public init(
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
    public var agrees: Bool {
        expectedUnit.isKill == observedUnit.isKill
            && (expectedScenarios == .notRun || expectedScenarios.isKill == observedScenarios.isKill)
    }
}
