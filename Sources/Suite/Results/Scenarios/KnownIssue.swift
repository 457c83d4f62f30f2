/// A scenario that a style is known to fail, with the reason the report shows.
package struct KnownIssue: Sendable, Equatable, Codable {
    package var style: String
    package var scenarioID: String
    package var reason: String

    package init(style: String, scenarioID: String, reason: String) {
        self.style = style
        self.scenarioID = scenarioID
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey {
        case style, reason
        case scenarioID = "scenario"
    }
}
