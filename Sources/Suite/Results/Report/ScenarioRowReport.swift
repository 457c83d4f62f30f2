/// One scenario in the report: its result per style as "pass", "fail" or "known issue".
package struct ScenarioRowReport: Sendable, Equatable, Codable {
    package var id: String
    package var description: String
    package var results: [String: String]
    /// Why a style failed or has a known issue, by style; absent when every style passed.
    package var notes: [String: String]?

    package init(id: String, description: String, results: [String: String], notes: [String: String]?) {
        self.id = id
        self.description = description
        self.results = results
        self.notes = notes
    }
}
