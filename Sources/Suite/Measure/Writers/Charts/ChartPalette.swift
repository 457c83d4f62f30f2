import Catalogue
import Results

/// Colours of the charts: a palette that stays distinguishable for colour-blind readers
/// (after Okabe and Ito), each with the text colour that reads on it.
enum ChartPalette {
    struct Swatch {
        let fill: String
        let text: String
    }

    static func layer(_ name: String) -> Swatch {
        // MVC's View (its cells) gets a pale tint of the View colour, and an entry of its own in the legend.
        if name == LayerLabel.cellsOnlyView { return Swatch(fill: "#C6E6F8", text: "#000000") }
        return switch LayerName(rawValue: name) {
        case .view: Swatch(fill: "#56B4E9", text: "#000000")
        case .controller: Swatch(fill: "#D55E00", text: "#FFFFFF")
        case .modelController: Swatch(fill: "#000000", text: "#FFFFFF")
        case .viewModel: Swatch(fill: "#009E73", text: "#FFFFFF")
        case .presenter: Swatch(fill: "#CC79A7", text: "#000000")
        case .interactor: Swatch(fill: "#E69F00", text: "#000000")
        // Every layer name has a colour of its own, the same in every chart, even where two play one part.
        case .router: Swatch(fill: "#0072B2", text: "#FFFFFF")
        case .coordinator: Swatch(fill: "#661100", text: "#FFFFFF")
        case .update: Swatch(fill: "#117733", text: "#FFFFFF")
        case .effects: Swatch(fill: "#882255", text: "#FFFFFF")
        case .runtime: Swatch(fill: "#332288", text: "#FFFFFF")
        case .feature: Swatch(fill: "#AA4499", text: "#FFFFFF")
        case .worker: Swatch(fill: "#999933", text: "#000000")
        case .model: Swatch(fill: "#F0E442", text: "#000000")
        case .composition: Swatch(fill: "#C8C8C8", text: "#000000")
        case .platform, .none: Swatch(fill: "#8C8C8C", text: "#000000")
        }
    }

    static func kind(_ kind: TestKind) -> Swatch {
        switch kind {
        case .scenarios: Swatch(fill: "#0072B2", text: "#FFFFFF")
        case .unit: Swatch(fill: "#E69F00", text: "#000000")
        case .other: Swatch(fill: "#CC79A7", text: "#000000")
        case .all: Swatch(fill: "#009E73", text: "#FFFFFF")
        }
    }
}
