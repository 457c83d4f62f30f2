/// How many of something (lines or regions) exist and how many ran at least once.
package struct CoverageCount: Sendable, Equatable, Codable {
    package var covered: Int
    package var total: Int

    package init(covered: Int = 0, total: Int = 0) {
        self.covered = covered
        self.total = total
    }

    /// Percentage covered, or nil when there is nothing to cover.
    package var percent: Double? {
        total > 0 ? Double(covered) * 100 / Double(total) : nil
    }

    package static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
        CoverageCount(covered: lhs.covered + rhs.covered, total: lhs.total + rhs.total)
    }
}
