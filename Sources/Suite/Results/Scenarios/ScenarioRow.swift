/// One scenario of the catalogue and how each style fared on it.
package struct ScenarioRow: Sendable, Equatable, Codable {
    package var id: String
    package var description: String
    /// Keyed by style name ("MVC", "MVVM", "VIPER").
    package var results: [String: ScenarioResult]

    package init(id: String, description: String, results: [String: ScenarioResult]) {
        self.id = id
        self.description = description
        self.results = results
    }
}
