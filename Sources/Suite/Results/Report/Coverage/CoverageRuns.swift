/// The coverage run of each test kind.
package struct CoverageRuns: Sendable, Equatable, Codable {
    package var scenarios: CoverageRun
    package var unit: CoverageRun
    package var other: CoverageRun
    package var all: CoverageRun

    package init(scenarios: CoverageRun, unit: CoverageRun, other: CoverageRun, all: CoverageRun) {
        self.scenarios = scenarios
        self.unit = unit
        self.other = other
        self.all = all
    }
}
