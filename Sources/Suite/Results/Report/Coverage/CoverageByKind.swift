/// A layer's (or a style's) coverage, once per test kind.
package struct CoverageByKind: Sendable, Equatable, Codable {
    package var scenarios = CoverageSummary()
    package var unit = CoverageSummary()
    package var other = CoverageSummary()
    package var all = CoverageSummary()

    package init() {}

    package subscript(kind: TestKind) -> CoverageSummary {
        get {
            switch kind {
            case .scenarios: scenarios
            case .unit: unit
            case .other: other
            case .all: all
            }
        }
        set {
            switch kind {
            case .scenarios: scenarios = newValue
            case .unit: unit = newValue
            case .other: other = newValue
            case .all: all = newValue
            }
        }
    }

    package static func + (lhs: CoverageByKind, rhs: CoverageByKind) -> CoverageByKind {
        var sum = CoverageByKind()
        for kind in TestKind.allCases {
            sum[kind] = lhs[kind] + rhs[kind]
        }
        return sum
    }
}
