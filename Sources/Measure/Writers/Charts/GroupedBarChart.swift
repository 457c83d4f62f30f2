/// Line coverage of each layer of a style, one bar per test kind.
struct GroupedBarChart {
    let style: StyleReport
    static let kinds: [TestKind] = [.scenarios, .unit, .all]

    private let width = 960.0
    private let left = 48.0
    private let top = 68.0
    private let plotHeight = 200.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text("Line coverage per layer of \(style.name), by test kind", x: 0, y: 18, size: 15, weight: "bold")
        builder.legend(Self.kinds.map { (label(for: $0), ChartPalette.kind($0).fill) }, x: left, y: 42)
        for percent in stride(from: 0.0, through: 100.0, by: 25.0) {
            let y = top + plotHeight * (1 - percent / 100)
            builder.line(x1: left, y1: y, x2: width, y2: y, stroke: percent == 0 ? "#57606a" : "#d0d7de")
            builder.text("\(Int(percent))%", x: left - 6, y: y + 4, anchor: "end", size: 11)
        }
        let groupWidth = (width - left) / Double(max(style.layers.count, 1))
        let barWidth = min(40, (groupWidth - 24) / Double(Self.kinds.count))
        for (group, layer) in style.layers.enumerated() {
            let groupStart = left + Double(group) * groupWidth + (groupWidth - barWidth * Double(Self.kinds.count)) / 2
            for (index, kind) in Self.kinds.enumerated() {
                drawBar(
                    &builder, layer: layer, kind: kind, x: groupStart + Double(index) * barWidth, width: barWidth - 3)
            }
            builder.text(
                layer.name, x: left + (Double(group) + 0.5) * groupWidth, y: top + plotHeight + 20, anchor: "middle",
                size: 13, weight: "bold")
        }
        let description =
            "Grouped bars: for each layer of \(style.name), the share of its executable lines run by the shared scenarios, "
            + "by \(style.name)'s own unit tests, and by all tests. n/a marks a layer with nothing to execute."
        return builder.svg(
            id: "coverage-\(style.name.lowercased())", width: width, height: top + plotHeight + 32,
            title: "Line coverage per layer of \(style.name)", description: description)
    }

    private func drawBar(_ builder: inout SVGBuilder, layer: LayerReport, kind: TestKind, x: Double, width: Double) {
        let count = layer.coverage[kind].lines
        let baseline = top + plotHeight
        guard let percent = count.percent else {
            builder.text("n/a", x: x + width / 2, y: baseline - 4, anchor: "middle", size: 10)
            return
        }
        let height = plotHeight * percent / 100
        builder.rect(
            x: x, y: baseline - height, width: width, height: max(height, 1), fill: ChartPalette.kind(kind).fill,
            tooltip: "\(layer.name), \(label(for: kind)): \(Format.coverage(count))")
        builder.text(
            "\(Int(percent.rounded()))%", x: x + width / 2, y: baseline - height - 4, anchor: "middle", size: 10)
    }

    private func label(for kind: TestKind) -> String {
        switch kind {
        case .scenarios: "shared scenarios"
        case .unit: "own unit tests"
        case .other: "other tests"
        case .all: "all tests"
        }
    }
}
