/// Vertical bars in groups side by side: one group per style, one bar per series, each bar with its
/// value above it and the group's name below. Wide and short, so that a page of them stays short.
struct GroupedColumnChart {
    let id: String
    let title: String
    let series: [GroupedBarChart.Series]
    let groups: [GroupedBarChart.Group]
    /// How a value is written above its bar.
    var format: (Double) -> String
    var width = 1280.0

    private let plotHeight = 220.0
    private let top = 52.0
    private let barGap = 2.0
    private let groupGap = 18.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text(title, x: 0, y: 18, size: 15, weight: "bold")
        let legend = builder.legend(series.map { ($0.label, $0.fill) }, x: 0, y: 26, width: width)
        let plotTop = top + legend
        let baseline = plotTop + plotHeight
        let largest = max(groups.flatMap { $0.values.compactMap { $0 } }.max() ?? 0, 1)
        let groupWidth = (width - groupGap * Double(max(groups.count - 1, 0))) / Double(max(groups.count, 1))
        let barWidth = (groupWidth - barGap * Double(max(series.count - 1, 0))) / Double(max(series.count, 1))
        builder.line(x1: 0, y1: baseline, x2: width, y2: baseline, stroke: "#8c959f")
        for (index, group) in groups.enumerated() {
            let left = Double(index) * (groupWidth + groupGap)
            for (position, value) in group.values.enumerated() where position < series.count {
                let height = (value ?? 0) / largest * (plotHeight - 20)
                let x = left + Double(position) * (barWidth + barGap)
                builder.rect(
                    x: x, y: baseline - height, width: barWidth, height: height, fill: series[position].fill,
                    tooltip: "\(group.name), \(series[position].label): " + (value.map(format) ?? "n/a"))
                builder.text(
                    value.map(format) ?? "n/a", x: x + barWidth / 2, y: baseline - height - 4, anchor: "middle",
                    size: 13)
            }
            builder.text(
                group.name, x: left + groupWidth / 2, y: baseline + 20, anchor: "middle", size: 14, weight: "bold")
        }
        let description =
            "Vertical bars, one group per style and one bar per measure: "
            + series.map(\.label).joined(separator: ", ") + "; each bar's height is its value."
        return builder.svg(id: id, width: width, height: baseline + 30, title: title, description: description)
    }
}
