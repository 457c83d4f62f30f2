/// A scenario that a style is known to fail, with the reason the report shows.
public struct KnownIssue: Sendable, Equatable, Codable {
    public var style: String
    public var scenarioID: String
    public var reason: String

    public init(style: String, scenarioID: String, reason: String) {
        self.style = style
        self.scenarioID = scenarioID
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey {
        case style, reason
        case scenarioID = "scenario"
    }
}
