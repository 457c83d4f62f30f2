import Catalogue
import Results

/// One horizontal bar per style, split into its layers by code lines, drawn at its natural size
/// (the page scrolls it sideways on a narrow screen rather than shrinking its 12 to 14 px text).
struct StackedBarChart {
    let styles: [StyleReport]

    static let width = 400.0
    private let barHeight = 26.0
    /// A style's name and total above its bar, then the bar.
    private let rowHeight = 58.0
    private let top = 30.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text("Code lines per layer", x: 0, y: 16, size: 14, weight: "bold")
        let largest = Double(max(styles.map(\.code).max() ?? 0, 1))
        let scale = Self.width / largest
        for (row, style) in styles.enumerated() {
            let y = top + Double(row) * rowHeight
            builder.text("\(style.name): \(style.code)", x: 0, y: y + 12, size: 13, weight: "bold")
            var x = 0.0
            let barTop = y + 20
            for layer in style.layers where layer.code > 0 {
                let segment = Double(layer.code) * scale
                let label = LayerLabel.name(layer.name, in: style)
                let swatch = ChartPalette.layer(label)
                builder.rect(
                    x: x, y: barTop, width: segment, height: barHeight, fill: swatch.fill,
                    tooltip: "\(style.name) \(label): \(layer.code) code lines")
                if segment > Double("\(layer.code)".count) * 7 + 6 {
                    builder.text(
                        "\(layer.code)", x: x + segment / 2, y: barTop + barHeight / 2 + 4, anchor: "middle",
                        fill: swatch.text, size: 12)
                }
                x += segment
            }
        }
        let legendTop = top + Double(styles.count) * rowHeight + 6
        let legendHeight = builder.legend(
            legendLayers().map { ($0, ChartPalette.layer($0).fill) }, x: 0, y: legendTop, width: Self.width)
        let description =
            "Horizontal stacked bars, one per style; each segment is a layer, its length the layer's code lines."
        return builder.svg(
            id: "code-per-layer", width: Self.width, height: legendTop + legendHeight,
            title: "Code lines per layer, by style", description: description)
    }

    /// Layers that appear in any style, in the table's order; MVC's cells-only View right after View.
    private func legendLayers() -> [String] {
        let names = Set(styles.flatMap { style in style.layers.map { LayerLabel.name($0.name, in: style) } })
        return LayerName.allCases.map(\.rawValue).flatMap { name in
            name == LayerName.view.rawValue ? [name, LayerLabel.cellsOnlyView] : [name]
        }.filter(names.contains)
    }
}
