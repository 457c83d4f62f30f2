/// How many of something (lines or regions) exist and how many ran at least once.
public struct CoverageCount: Sendable, Equatable, Codable {
    public var covered: Int
    public var total: Int

    public init(covered: Int = 0, total: Int = 0) {
        self.covered = covered
        self.total = total
    }

    /// Percentage covered, or nil when there is nothing to cover.
    public var percent: Double? {
        total > 0 ? Double(covered) * 100 / Double(total) : nil
    }

    public static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
        CoverageCount(covered: lhs.covered + rhs.covered, total: lhs.total + rhs.total)
    }
}
