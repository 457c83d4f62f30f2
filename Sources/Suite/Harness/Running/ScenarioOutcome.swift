/// How one scenario went for one style.
public struct ScenarioOutcome: Sendable {
    public let scenarioID: String
    public let styleName: String
    /// Nil when the scenario passed; otherwise a message that names scenario and style and shows the
    /// screen at the failing step.
    public let failure: String?

    public var passed: Bool { failure == nil }
}
