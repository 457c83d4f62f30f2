/// The outcome of one scenario for one style.
public enum ScenarioResult: Sendable, Equatable {
    case pass
    /// The message says what went wrong, so the report can show it.
    case fail(String)
    /// An expected, documented failure; the reason is listed in the report.
    case knownIssue(String)

    /// The word the report prints: "pass", "fail" or "known issue".
    public var label: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .knownIssue: "known issue"
        }
    }
}
