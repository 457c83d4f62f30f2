import Results

extension ScenarioOutcome {
    /// "pass", "fail" with the message, or "known issue" with its reason when the failure is listed.
    package var result: ScenarioResult {
        guard let failure else { return .pass }
        if let reason = KnownIssues.reason(style: styleName, scenarioID: scenarioID) {
            return .knownIssue(reason)
        }
        return .fail(failure)
    }
}
