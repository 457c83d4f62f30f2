import Foundation
import Results

/// One action's time per style over the list sizes measured, as multiples of the bare operation on
/// a log scale: a style whose cost grows faster than the bare operation's climbs, one that grows
/// slower falls.
/// Each line ends in the style's name, moved apart where two would overlap.
struct ScaleLineChart {
    let action: String
    /// The measurements of this action, one per size, smallest first.
    let measurements: [ScaleMeasurement]

    /// One colour per style, in the order measured; distinct from one another.
    static let fills = [
        "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#882255", "#117733", "#332288",
        "#999933",
    ]

    private let width = 560.0
    private let plotLeft = 56.0
    private let plotRight = 440.0
    private let plotTop = 14.0
    private let plotBottom = 254.0

    func svg() -> String {
        var builder = SVGBuilder()
        // The grid names the chart above it, so the drawing starts with its plot.
        let styles = measurements.first?.styles.map(\.style) ?? []
        let ratios = measurements.flatMap { measurement in measurement.styles.map(measurement.ratio) }
        let low = floor(log10(max(ratios.min() ?? 1, 0.1)))
        let high = max(ceil(log10(max(ratios.max() ?? 10, 1))), low + 1)
        func y(_ ratio: Double) -> Double {
            plotBottom - (log10(max(ratio, 0.1)) - low) / (high - low) * (plotBottom - plotTop)
        }
        func x(_ index: Int) -> Double {
            measurements.count < 2
                ? plotLeft
                : plotLeft + Double(index) / Double(measurements.count - 1) * (plotRight - plotLeft)
        }
        for power in Int(low)...Int(high) {
            let value = pow(10, Double(power))
            builder.line(x1: plotLeft, y1: y(value), x2: plotRight, y2: y(value), stroke: "#d0d7de")
            builder.text(Self.label(value), x: plotLeft - 6, y: y(value) + 5, anchor: "end", size: 14)
        }
        for (index, measurement) in measurements.enumerated() {
            // The last size ends at the plot's edge, clear of the names beside it.
            let anchor = index == measurements.count - 1 && index > 0 ? "end" : "middle"
            builder.text(
                ScaleFormat.grouped(measurement.items), x: x(index), y: plotBottom + 22, anchor: anchor, size: 14)
        }
        var ends: [(style: String, y: Double, fill: String)] = []
        for (index, style) in styles.enumerated() {
            let fill = Self.fills[index % Self.fills.count]
            let points = measurements.enumerated().compactMap { position, measurement -> (Double, Double)? in
                measurement.styles.first { $0.style == style }.map { (x(position), y(measurement.ratio(of: $0))) }
            }
            guard let last = points.last else { continue }
            let path = points.map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }.joined(separator: " ")
            builder.element(
                "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(fill)\" stroke-width=\"2.5\">"
                    + "<title>\(HTMLText.escape(style))</title></polyline>")
            ends.append((style, last.1, fill))
        }
        // The names at the right end, each at least a line apart, in the order of their lines.
        var previous = -Double.infinity
        for end in ends.sorted(by: { $0.y < $1.y }) {
            let position = max(end.y + 5, previous + 16)
            builder.text(end.style, x: plotRight + 8, y: position, fill: end.fill, size: 14, weight: "bold")
            previous = position
        }
        let height = max(plotBottom + 34, previous + 8)
        return builder.svg(
            id: "scale-" + action.lowercased().filter { $0.isLetter || $0.isNumber }, width: width, height: height,
            title: "\(action): each style's time over the bare operation at every list size",
            description: "Lines, one per style, over the list sizes measured; the height is the style's median time "
                + "as a multiple of the bare operation, on a log scale.")
    }

    /// "0.1x", "1x", "10x", "100x".
    static func label(_ value: Double) -> String {
        value < 1 ? Format.oneDecimal(value) + "x" : "\(Int(value))x"
    }
}
