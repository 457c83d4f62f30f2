/// A check of a scenario that did not hold: what was expected and seen, and the screen at that moment.
public struct ScenarioFailure: Error, CustomStringConvertible {
    public let message: String
    public let screen: String

    public var description: String {
        "\(message)\n--- screen ---\n\(screen)\n--------------"
    }
}
