import Catalogue
import Results

/// What a layer of a style refers to: one of the style's own layers, or a shared module. Told apart
/// by module as well as by layer, because a style's layer may bear a shared layer's name (MV's
/// Model beside the Models module) and one shared layer may be two modules (HeadlessUI and
/// HeadlessSwiftUI are both the platform).
struct DependencyTarget: Hashable {
    let layer: String
    /// The shared module, or nil for one of the style's own layers.
    let module: String?

    init(layer: String, module: String?) {
        self.layer = layer
        self.module = module
    }

    init(_ edge: DependencyReport, in style: StyleArchitectureReport) {
        self.init(layer: edge.to, module: edge.module == style.name ? nil : edge.module)
    }

    /// What the page calls it: the module's name, or the layer's.
    func label(in style: StyleArchitectureReport) -> String {
        module ?? LayerLabel.name(layer, in: style)
    }

    /// The shared modules `style` refers to, platform last, each once.
    static func shared(of style: StyleArchitectureReport) -> [DependencyTarget] {
        var seen: [DependencyTarget] = []
        for edge in style.dependencies where edge.module != style.name {
            let target = DependencyTarget(edge, in: style)
            if !seen.contains(target) { seen.append(target) }
        }
        return seen.sorted { first, second in
            let firstLayer = LayerName(rawValue: first.layer) ?? .platform
            let secondLayer = LayerName(rawValue: second.layer) ?? .platform
            return firstLayer != secondLayer ? firstLayer < secondLayer : (first.module ?? "") < (second.module ?? "")
        }
    }
}
