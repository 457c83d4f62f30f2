/// Horizontal bars in groups: one group per style, one bar per series (a share, a count), each bar
/// labelled with its value. Drawn at its natural size, 400 units wide unless told otherwise.
struct GroupedBarChart {
    struct Series {
        let label: String
        let fill: String
    }

    struct Group {
        let name: String
        /// One value per series; nil draws no bar and says "n/a".
        let values: [Double?]
    }

    let id: String
    let title: String
    let series: [Series]
    let groups: [Group]
    /// The value a full-width bar stands for (100 for percentages); the largest value when nil.
    var scaleMaximum: Double?
    /// How a value is written beside its bar.
    var format: (Double) -> String

    /// The chart's width in units (pixels at its natural size).
    var width = 400.0
    /// Room on the right of the longest bar for its value.
    private let valueRoom = 56.0
    private let barHeight = 16.0
    private let barGap = 3.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text(title, x: 0, y: 16, size: 14, weight: "bold")
        var y = 28 + builder.legend(series.map { ($0.label, $0.fill) }, x: 0, y: 24, width: width)
        let largest = groups.flatMap { $0.values.compactMap { $0 } }.max() ?? 0
        let maximum = max(scaleMaximum ?? largest, 1)
        let barRoom = width - valueRoom
        for group in groups {
            builder.text(group.name, x: 0, y: y + 13, size: 14, weight: "bold")
            y += 19
            for (index, value) in group.values.enumerated() where index < series.count {
                let length = (value ?? 0) / maximum * barRoom
                builder.rect(
                    x: 0, y: y, width: length, height: barHeight, fill: series[index].fill,
                    tooltip: "\(group.name), \(series[index].label): " + (value.map(format) ?? "n/a"))
                builder.text(value.map(format) ?? "n/a", x: length + 4, y: y + barHeight - 2, size: 14)
                y += barHeight + barGap
            }
            y += 8
        }
        let description =
            "Horizontal bars, one group per style and one bar per measure: "
            + series.map(\.label).joined(separator: ", ") + "; each bar's length is its value."
        return builder.svg(id: id, width: width, height: y, title: title, description: description)
    }
}
