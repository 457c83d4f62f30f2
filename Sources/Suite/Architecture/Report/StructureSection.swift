import Catalogue
import Measure
import Results

/// The figures of "What the architecture buys" that come from the sources alone: UI-bound and
/// UI-free code per layer, the layer dependency matrix, the rules and what breaks them.
package enum StructureSection {
    package static func build(_ structure: StyleStructure, table: LayerTable) -> StyleArchitectureReport {
        let rules = StyleRules.rules(for: structure.style.name)
        let sharedNames = RuleCheck.sharedNames(table.shared, for: structure.style)
        return StyleArchitectureReport(
            name: structure.style.name,
            layers: structure.style.layers.map { layer in layerReport(layer, in: structure) },
            dependencies: dependencies(of: structure, rules: rules, shared: table.shared),
            rules: structure.style.layers.map { layer in
                LayerRuleReport(
                    layer: layer.rawValue,
                    rule: rules?.rule(for: layer)?.sentence(sharedNames: sharedNames) ?? "no rule stated")
            },
            violations: rules.map { RuleCheck.violations(of: structure, rules: $0, shared: table.shared) }?
                .map(\.description) ?? []
        )
    }

    private static func layerReport(_ layer: LayerName, in structure: StyleStructure) -> LayerArchitectureReport {
        var bound = CodeShare()
        var free = CodeShare()
        for file in structure.files where file.layer == layer {
            let share = CodeShare(files: 1, code: file.codeLines)
            if structure.isUIBound(file) {
                bound = bound + share
            } else {
                free = free + share
            }
        }
        return LayerArchitectureReport(name: layer.rawValue, uiBound: bound, uiFree: free)
    }

    private struct Edge: Hashable {
        let from: LayerName
        let to: LayerName
        let module: String
    }

    /// One entry per (layer, target, module), in the style's layer order, then the shared modules';
    /// a target that is both one of the style's layers and a shared one (MV's Model and Models) has
    /// the style's own first.
    static func dependencies(of structure: StyleStructure, rules: StyleRules?, shared: [SharedModule])
        -> [DependencyReport]
    {
        var files: [Edge: Set<String>] = [:]
        var names: [Edge: Set<String>] = [:]
        var allowed: [Edge: Bool] = [:]
        for reference in structure.references {
            let edge = Edge(from: reference.fromLayer, to: reference.toLayer, module: reference.module)
            files[edge, default: []].insert(reference.path)
            names[edge, default: []].insert(reference.name)
            let keeps =
                rules?.rule(for: reference.fromLayer)?.allows(
                    reference.name, in: reference.toLayer, kind: reference.kind) ?? false
            allowed[edge] = (allowed[edge] ?? true) && keeps
        }
        let order = structure.style.layers + shared.map(\.layer)
        func rank(_ layer: LayerName) -> Int { order.firstIndex(of: layer) ?? order.count }
        return files.keys
            .sorted { first, second in
                let own = structure.style.name
                return (rank(first.from), rank(first.to), first.module == own ? 0 : 1, first.module)
                    < (rank(second.from), rank(second.to), second.module == own ? 0 : 1, second.module)
            }
            .map { edge in
                DependencyReport(
                    from: edge.from.rawValue, to: edge.to.rawValue, module: edge.module,
                    files: files[edge]?.count ?? 0, names: (names[edge] ?? []).sorted(),
                    allowed: allowed[edge] ?? false)
            }
    }
}
