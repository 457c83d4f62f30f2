/// A style's dependency rules: for every layer, what it may refer to. Each style states them in its
/// catalogue entry (`StyleDefinition+<Style>.swift`), one rule per layer, in report order.
public struct StyleRules: Sendable, Equatable {
    public let style: String
    public let layers: [LayerRule]

    public init(style: String, layers: [LayerRule]) {
        self.style = style
        self.layers = layers
    }

    public static var all: [StyleRules] { StyleCatalogue.styles.map(\.rules) }

    public static func rules(for style: String) -> StyleRules? {
        StyleCatalogue.style(named: style)?.rules
    }

    public func rule(for layer: LayerName) -> LayerRule? {
        layers.first { $0.layer == layer }
    }

    /// What is wrong with these rules for `style`: a layer without a rule, a rule for a layer the
    /// style does not have, a rule that names a layer the style does not have.
    public func problems(for style: StyleDefinition, shared: [SharedModule]) -> [String] {
        var problems: [String] = []
        let known = Set(style.layers + shared.map(\.layer))
        for layer in style.layers where rule(for: layer) == nil {
            problems.append("\(style.name) states no rule for its layer \(layer.rawValue)")
        }
        for rule in layers {
            if !style.layers.contains(rule.layer) {
                problems.append("\(style.name) has a rule for \(rule.layer.rawValue), a layer it does not have")
            }
            if case .only(let targets) = rule.mayReferTo {
                for target in targets.sorted() where !known.contains(target) {
                    problems.append(
                        "\(style.name)'s rule for \(rule.layer.rawValue) names \(target.rawValue), "
                            + "which is neither a layer of the style nor a shared module")
                }
            }
        }
        if Set(layers.map(\.layer)).count != layers.count {
            problems.append("\(style.name) states more than one rule for a layer")
        }
        return problems
    }
}
