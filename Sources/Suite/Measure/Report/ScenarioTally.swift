/// How many scenarios a style passed, failed, or failed as a known issue.
public struct ScenarioTally: Sendable, Equatable, Codable {
    public var pass = 0
    public var fail = 0
    public var knownIssue = 0

    public var total: Int { pass + fail + knownIssue }

    /// Passed scenarios as a percentage of all, or nil without scenarios.
    public var passRate: Double? {
        total > 0 ? Double(pass) * 100 / Double(total) : nil
    }
}
