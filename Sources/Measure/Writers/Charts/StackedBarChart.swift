/// One horizontal bar per style, split into its layers by code lines.
struct StackedBarChart {
    let styles: [StyleReport]

    private let width = 960.0
    private let labelWidth = 80.0
    private let totalWidth = 70.0
    private let barHeight = 34.0
    private let rowHeight = 52.0
    private let top = 36.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text("Code lines per layer", x: 0, y: 18, size: 15, weight: "bold")
        let largest = Double(max(styles.map(\.code).max() ?? 0, 1))
        let scale = (width - labelWidth - totalWidth) / largest
        for (row, style) in styles.enumerated() {
            let y = top + Double(row) * rowHeight
            builder.text(
                style.name, x: labelWidth - 10, y: y + barHeight / 2 + 5, anchor: "end", size: 14, weight: "bold")
            var x = labelWidth
            for layer in style.layers where layer.code > 0 {
                let segment = Double(layer.code) * scale
                let swatch = ChartPalette.layer(layer.name)
                builder.rect(
                    x: x, y: y, width: segment, height: barHeight, fill: swatch.fill,
                    tooltip: "\(style.name) \(layer.name): \(layer.code) code lines")
                if segment > Double("\(layer.code)".count) * 8 + 8 {
                    builder.text(
                        "\(layer.code)", x: x + segment / 2, y: y + barHeight / 2 + 5, anchor: "middle",
                        fill: swatch.text, size: 12)
                }
                x += segment
            }
            builder.text("\(style.code)", x: x + 8, y: y + barHeight / 2 + 5)
        }
        let legendY = top + Double(styles.count) * rowHeight + 8
        builder.legend(legendLayers().map { ($0, ChartPalette.layer($0).fill) }, x: labelWidth, y: legendY)
        let description =
            "Horizontal stacked bars, one per style; each segment is a layer, its length the layer's code lines."
        return builder.svg(
            id: "code-per-layer", width: width, height: legendY + 16, title: "Code lines per layer, by style",
            description: description)
    }

    /// Layers that appear in any style, in the table's order.
    private func legendLayers() -> [String] {
        let names = Set(styles.flatMap(\.layers).map(\.name))
        return LayerName.allCases.map(\.rawValue).filter(names.contains)
    }
}
