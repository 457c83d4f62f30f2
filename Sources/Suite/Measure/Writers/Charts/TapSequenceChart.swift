import Results

/// The path of one tap as a numbered sequence of layer boxes, one row per style: each box is a run of
/// consecutive steps of the style's guide trace in one layer ("3–6 ModelController"), in the order
/// the code runs, so a row shows how often the tap crosses from one layer to another.
struct TapSequenceChart {
    /// A run of consecutive steps in one layer.
    struct Hop: Equatable {
        let first: Int
        let last: Int
        let layer: String

        var label: String {
            (first == last ? "\(first)" : "\(first)–\(last)") + " " + layer
        }
    }

    struct Row {
        let style: String
        /// The layers every step names, in order, as the page names them (`LayerLabel`).
        let layers: [String]
    }

    let title: String
    let rows: [Row]

    private let labelWidth = 130.0
    private let rowHeight = 40.0
    private let boxHeight = 28.0
    private let gap = 24.0
    private let top = 34.0
    /// Room per character of a 14 px bold label, wide enough for the widest glyphs of the layer names.
    private static let characterWidth = 8.6

    /// Consecutive steps in one layer, merged; steps are numbered from 1.
    static func hops(_ layers: [String]) -> [Hop] {
        var hops: [Hop] = []
        for (index, layer) in layers.enumerated() {
            if let last = hops.last, last.layer == layer {
                hops[hops.count - 1] = Hop(first: last.first, last: index + 1, layer: layer)
            } else {
                hops.append(Hop(first: index + 1, last: index + 1, layer: layer))
            }
        }
        return hops
    }

    static func boxWidth(_ hop: Hop) -> Double {
        Double(hop.label.count) * characterWidth + 16
    }

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text(title, x: 0, y: 18, size: 15, weight: "bold")
        var width = 360.0
        for (index, row) in rows.enumerated() {
            let y = top + Double(index) * rowHeight
            builder.text(row.style, x: 0, y: y + boxHeight / 2 + 5, size: 14, weight: "bold")
            var x = labelWidth
            for (position, hop) in Self.hops(row.layers).enumerated() {
                if position > 0 {
                    builder.line(
                        x1: x - gap + 4, y1: y + boxHeight / 2, x2: x - 4, y2: y + boxHeight / 2, stroke: "#57606a")
                    builder.element(
                        "<polygon points=\"\(SVGBuilder.number(x - 4)),\(SVGBuilder.number(y + boxHeight / 2)) "
                            + "\(SVGBuilder.number(x - 10)),\(SVGBuilder.number(y + boxHeight / 2 - 4)) "
                            + "\(SVGBuilder.number(x - 10)),\(SVGBuilder.number(y + boxHeight / 2 + 4))\" "
                            + "fill=\"#57606a\"/>")
                }
                let boxWidth = Self.boxWidth(hop)
                let swatch = ChartPalette.layer(hop.layer)
                builder.rect(
                    x: x, y: y, width: boxWidth, height: boxHeight, fill: swatch.fill,
                    tooltip: "\(row.style), step "
                        + (hop.first == hop.last ? "\(hop.first)" : "s \(hop.first) to \(hop.last)")
                        + ": \(hop.layer)")
                builder.text(
                    hop.label, x: x + boxWidth / 2, y: y + boxHeight / 2 + 5, anchor: "middle", fill: swatch.text,
                    size: 14, weight: "bold")
                x += boxWidth + gap
            }
            width = max(width, x - gap)
        }
        return builder.svg(
            id: "tap-sequence", width: width, height: top + Double(rows.count) * rowHeight, title: title,
            description: "One row per style: the steps of its guide's trace of one tap, in the order the code runs, "
                + "as boxes coloured by layer; consecutive steps in one layer share a box, numbered with their steps.")
    }
}
