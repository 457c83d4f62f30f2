/// How many scenarios a style passed, failed, or failed as a known issue.
package struct ScenarioTally: Sendable, Equatable, Codable {
    package var pass = 0
    package var fail = 0
    package var knownIssue = 0

    package init(pass: Int = 0, fail: Int = 0, knownIssue: Int = 0) {
        self.pass = pass
        self.fail = fail
        self.knownIssue = knownIssue
    }

    package var total: Int { pass + fail + knownIssue }

    /// Passed scenarios as a percentage of all, or nil without scenarios.
    package var passRate: Double? {
        total > 0 ? Double(pass) * 100 / Double(total) : nil
    }
}
