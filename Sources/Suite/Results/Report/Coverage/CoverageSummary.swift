/// Line and region coverage of a file, or of a sum of files.
package struct CoverageSummary: Sendable, Equatable, Codable {
    package var lines: CoverageCount
    package var regions: CoverageCount

    package init(lines: CoverageCount = CoverageCount(), regions: CoverageCount = CoverageCount()) {
        self.lines = lines
        self.regions = regions
    }

    package static func + (lhs: CoverageSummary, rhs: CoverageSummary) -> CoverageSummary {
        CoverageSummary(lines: lhs.lines + rhs.lines, regions: lhs.regions + rhs.regions)
    }
}
