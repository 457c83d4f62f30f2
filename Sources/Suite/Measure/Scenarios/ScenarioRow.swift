/// One scenario of the catalogue and how each style fared on it.
public struct ScenarioRow: Sendable, Equatable, Codable {
    public var id: String
    public var description: String
    /// Keyed by style name ("MVC", "MVVM", "VIPER").
    public var results: [String: ScenarioResult]

    public init(id: String, description: String, results: [String: ScenarioResult]) {
        self.id = id
        self.description = description
        self.results = results
    }
}
