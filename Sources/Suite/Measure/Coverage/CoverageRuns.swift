/// The coverage run of each test kind.
public struct CoverageRuns: Sendable, Equatable, Codable {
    public var scenarios: CoverageRun
    public var unit: CoverageRun
    public var other: CoverageRun
    public var all: CoverageRun

    public init(scenarios: CoverageRun, unit: CoverageRun, other: CoverageRun, all: CoverageRun) {
        self.scenarios = scenarios
        self.unit = unit
        self.other = other
        self.all = all
    }
}
