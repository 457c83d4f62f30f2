import Catalogue
import Measure

/// Checks every reference of a style against the rule of the layer it is written in.
package enum RuleCheck {
    /// The references that break their layer's rule, in file and line order. A layer without a rule
    /// is reported by `StyleRules.problems`, not here.
    package static func violations(of structure: StyleStructure, rules: StyleRules, shared: [SharedModule])
        -> [RuleViolation]
    {
        let sharedNames = sharedNames(shared, for: structure.style)
        var violations = structure.references.compactMap { reference -> RuleViolation? in
            guard let rule = rules.rule(for: reference.fromLayer),
                !rule.allows(reference.name, in: reference.toLayer, kind: reference.kind)
            else { return nil }
            let target =
                shared.contains { $0.name == reference.module }
                ? reference.module : "\(reference.module) \(reference.toLayer.rawValue)"
            return RuleViolation(
                style: rules.style, path: reference.path, line: reference.line, layer: reference.fromLayer,
                what: "refers to \(reference.name) (\(target))", rule: rule.sentence(sharedNames: sharedNames))
        }
        for file in structure.files {
            guard let rule = rules.rule(for: file.layer) else { continue }
            for call in file.structure.calls where !rule.allows(call: call.name) {
                violations.append(
                    RuleViolation(
                        style: rules.style, path: file.path, line: call.line, layer: file.layer,
                        what: "calls \(call.name)(…)", rule: rule.sentence(sharedNames: sharedNames)))
            }
        }
        return violations.sorted { ($0.path, $0.line, $0.what) < ($1.path, $1.line, $1.what) }
    }

    /// Shared layers go by their module's name in rules (Models, HeadlessUI): the platform by the one
    /// the style's views are written with, and a layer the style has too by both names (MV's own
    /// Model layer beside Models).
    package static func sharedNames(_ shared: [SharedModule], for style: StyleDefinition) -> [LayerName: [String]] {
        let platform: SharedModule = style.framework == .swiftUI ? .headlessSwiftUI : .headlessUI
        var names: [LayerName: [String]] = [:]
        for module in shared where module.layer != .platform || module == platform {
            names[module.layer, default: style.layers.contains(module.layer) ? [module.layer.rawValue] : []]
                .append(module.name)
        }
        return names
    }
}
