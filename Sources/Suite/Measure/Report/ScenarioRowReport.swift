/// One scenario in the report: its result per style as "pass", "fail" or "known issue".
public struct ScenarioRowReport: Sendable, Equatable, Codable {
    public var id: String
    public var description: String
    public var results: [String: String]
    /// Why a style failed or has a known issue, by style; absent when every style passed.
    public var notes: [String: String]?
}
