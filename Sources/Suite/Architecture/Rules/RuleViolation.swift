import Catalogue
import Measure

/// A reference that breaks its layer's rule, with the place and the rule in words.
public struct RuleViolation: Sendable, Equatable, CustomStringConvertible {
    public let style: String
    public let path: String
    public let line: Int
    public let layer: LayerName
    /// What the line does: "refers to TodoStore (Models)", "calls dismiss(…)".
    public let what: String
    public let rule: String

    public var description: String {
        "\(path):\(line): \(style) \(layer.rawValue) \(what). Rule: \(rule)."
    }
}
