import Catalogue
import Results

/// How a layer is named on the page. A style whose view controllers are its Controller layer (MVC)
/// keeps only the cells in its View, so that View is named "View (cells only)" and drawn in a colour
/// of its own: beside the other styles' View it would otherwise read as the same thing.
enum LayerLabel {
    static let cellsOnlyView = "View (cells only)"

    static func name(_ layer: String, amongst layers: [String]) -> String {
        guard layer == LayerName.view.rawValue, layers.contains(LayerName.controller.rawValue) else { return layer }
        return cellsOnlyView
    }

    static func name(_ layer: String, in style: StyleReport) -> String {
        name(layer, amongst: style.layers.map(\.name))
    }

    static func name(_ layer: String, in style: StyleArchitectureReport) -> String {
        name(layer, amongst: style.layers.map(\.name))
    }
}
