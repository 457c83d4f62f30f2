/// Line and region coverage of a file, or of a sum of files.
public struct CoverageSummary: Sendable, Equatable, Codable {
    public var lines: CoverageCount
    public var regions: CoverageCount

    public init(lines: CoverageCount = CoverageCount(), regions: CoverageCount = CoverageCount()) {
        self.lines = lines
        self.regions = regions
    }

    public static func + (lhs: CoverageSummary, rhs: CoverageSummary) -> CoverageSummary {
        CoverageSummary(lines: lhs.lines + rhs.lines, regions: lhs.regions + rhs.regions)
    }
}
