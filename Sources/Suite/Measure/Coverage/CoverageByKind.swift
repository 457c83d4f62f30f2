/// A layer's (or a style's) coverage, once per test kind.
public struct CoverageByKind: Sendable, Equatable, Codable {
    public var scenarios = CoverageSummary()
    public var unit = CoverageSummary()
    public var other = CoverageSummary()
    public var all = CoverageSummary()

    public init() {}

    public subscript(kind: TestKind) -> CoverageSummary {
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

    public static func + (lhs: CoverageByKind, rhs: CoverageByKind) -> CoverageByKind {
        var sum = CoverageByKind()
        for kind in TestKind.allCases {
            sum[kind] = lhs[kind] + rhs[kind]
        }
        return sum
    }
}
