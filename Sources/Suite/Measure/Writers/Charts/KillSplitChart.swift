import Results

/// One horizontal bar per layer of each style, split by what became of its mutants (strings emptied
/// left out): killed by unit tests that create no view, killed by the other unit tests, killed only by
/// the scenarios, survived, not reached. Drawn 400 units wide, each bar's label above it, so that it
/// stays legible scaled to a phone's width.
struct KillSplitChart {
    let styles: [MutationStyleResult]

    static let parts: [(label: String, fill: String, count: @Sendable (MutationTally) -> Int)] = [
        ("killed by unit tests with no view", "#009E73", { $0.killedByViewFreeUnit }),
        ("killed by unit tests with a view", "#0072B2", { $0.killedByUnit - $0.killedByViewFreeUnit }),
        ("killed only by scenarios", "#56B4E9", { $0.killedOnlyByScenarios }),
        ("survived", "#D55E00", { $0.survivors }),
        ("not reached", "#BBBBBB", { $0.notReached }),
    ]

    static let width = 400.0
    private let barHeight = 16.0
    /// A layer's label above its bar, then the bar.
    private let rowHeight = 38.0
    private let styleGap = 8.0

    func svg() -> String {
        var builder = SVGBuilder()
        builder.text("What became of each layer's mutants", x: 0, y: 16, size: 14, weight: "bold")
        var y = 28 + builder.legend(Self.parts.map { ($0.label, $0.fill) }, x: 0, y: 24, width: Self.width)
        for style in styles {
            for layer in style.layers where layer.logic.mutants > 0 {
                drawRow(&builder, label: "\(style.name) \(layer.name)", tally: layer.logic, y: y)
                y += rowHeight
            }
            y += styleGap
        }
        let description =
            "Horizontal bars, one per layer of each style, each 100% of the layer's mutants (strings emptied "
            + "not included): killed by the style's unit tests that create no view, killed by its other unit "
            + "tests, killed only by the shared scenarios, survived, "
            + "and not reached by any test."
        return builder.svg(
            id: "mutation-kill-split", width: Self.width, height: y + 4, title: "Kill split of mutants per layer",
            description: description)
    }

    private func drawRow(_ builder: inout SVGBuilder, label: String, tally: MutationTally, y: Double) {
        builder.text("\(label): \(tally.mutants) mutants", x: 0, y: y + 12, size: 12)
        var x = 0.0
        for part in Self.parts {
            let count = part.count(tally)
            guard count > 0 else { continue }
            let segment = Self.width * Double(count) / Double(tally.mutants)
            builder.rect(
                x: x, y: y + 17, width: segment, height: barHeight, fill: part.fill,
                tooltip: "\(label): \(count) of \(tally.mutants) \(part.label)")
            x += segment
        }
    }
}
