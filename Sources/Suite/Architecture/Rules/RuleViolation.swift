import Catalogue
import Measure

/// A reference that breaks its layer's rule, with the place and the rule in words.
package struct RuleViolation: Sendable, Equatable, CustomStringConvertible {
    package let style: String
    package let path: String
    package let line: Int
    package let layer: LayerName
    /// What the line does: "refers to TodoStore (Models)", "calls dismiss(…)".
    package let what: String
    package let rule: String

    package var description: String {
        "\(path):\(line): \(style) \(layer.rawValue) \(what). Rule: \(rule)."
    }
}
