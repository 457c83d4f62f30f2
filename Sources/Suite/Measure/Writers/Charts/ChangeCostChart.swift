import Catalogue
import Results

/// One change request: per style, a bar of the code lines its solution touched (added plus removed),
/// cut into the layers they fall in, with the added and removed totals written after it.
struct ChangeCostChart {
    let request: RequestCost

    private let width = 960.0
    /// Room for the longest style name (13 px bold is about 9 units a character) and a gap before its bar.
    private var nameWidth: Double {
        Double(request.solutions.map(\.style.count).max() ?? 0) * 9 + 14
    }
    private let totalsWidth = 110.0
    private let barHeight = 26.0
    private let rowHeight = 40.0
    private let top = 36.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text(
            "Code lines touched per layer: \(request.id) \(request.title)", x: 0, y: 18, size: 15, weight: "bold")
        let longest = Double(max(request.solutions.map(\.codeTouched).max() ?? 0, 1))
        let scale = (width - nameWidth - totalsWidth) / longest
        for (row, cost) in request.solutions.enumerated() {
            let y = top + Double(row) * rowHeight
            builder.text(cost.style, x: nameWidth - 10, y: y + barHeight / 2 + 5, anchor: "end", weight: "bold")
            var x = nameWidth
            for layer in cost.layers where layer.codeAdded + layer.codeRemoved > 0 {
                let lines = layer.codeAdded + layer.codeRemoved
                let length = Double(lines) * scale
                builder.rect(
                    x: x, y: y, width: length, height: barHeight, fill: ChartPalette.layer(layer.layer).fill,
                    tooltip: "\(cost.style) \(layer.layer): \(layer.codeAdded) added, \(layer.codeRemoved) removed")
                x += length
            }
            builder.text("+\(cost.codeAdded) −\(cost.codeRemoved)", x: x + 8, y: y + barHeight / 2 + 5, size: 12)
        }
        let legendY = top + Double(request.solutions.count) * rowHeight + 8
        let layers = Set(request.solutions.flatMap(\.layers).map(\.layer))
        let legendHeight = builder.legend(
            LayerName.allCases.map(\.rawValue).filter(layers.contains).map { ($0, ChartPalette.layer($0).fill) },
            x: nameWidth, y: legendY - 12, width: width - nameWidth)
        return builder.svg(
            id: "change-\(request.id.lowercased())", width: width, height: legendY + legendHeight,
            title: "Code lines touched per layer by each style's solution of \(request.id)",
            description: "Horizontal bars, one per style; each segment is a layer, its length the code lines the "
                + "solution added and removed there. Tests are not included.")
    }
}
