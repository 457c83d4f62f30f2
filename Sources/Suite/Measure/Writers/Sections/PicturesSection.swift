import Results

/// The pictures a class talks over: every style's layers and the references between them, side by
/// side, and what each change request cost each style. Their figures are written out in the appendix.
struct PicturesSection: ReportSection {
    /// One fill per change request, in order; distinct from one another for colour-blind readers.
    static let requestFills = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00"]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        var blocks: [ReportBlock] = [.heading(level: 2, text: "Pictures", anchor: "pictures")]
        if let architecture = report.architecture {
            blocks += [
                .heading(level: 3, text: "Each style's layers", anchor: "pictures-layers"),
                .chartGrid(
                    charts: architecture.styles.map {
                        GridChart(title: StyleLabel.labelled($0.name), svg: DependencyDiagram(style: $0).svg())
                    },
                    alternative: "each style's references are written out in the appendix, under "
                        + "[Layer dependencies](#architecture-layers).",
                    caption:
                        "Each box is a layer, in the colour it has in every chart; an arrow goes from a layer to one "
                        + "it refers to, labelled with the number of its files that do. Composition, which builds "
                        + "everything, is left out."),
            ]
        }
        if let tap = Self.tapSequence(report) {
            blocks += [
                .heading(level: 3, text: "The path of one tap", anchor: "pictures-tap"),
                .chart(
                    svg: tap.svg(),
                    alternative: "each style's steps are in its guide and its handout, and the layers in order in the "
                        + "appendix, under [The path of one tap](#tap-paths).",
                    caption:
                        "Each style's guide traces one tap step by step in the order the code runs; a box is a run of "
                        + "steps in one layer, numbered with its steps. Every function a trace names ran when the tap "
                        + "was measured."),
            ]
        }
        if let results = report.exercises?.results, !results.requests.isEmpty {
            let requests = results.requests
            let chart = GroupedColumnChart(
                id: "change-cost", title: "Code lines added and removed per change request",
                series: requests.enumerated().map { index, request in
                    .init(
                        label: "\(request.id) \(request.title)",
                        fill: Self.requestFills[index % Self.requestFills.count])
                },
                groups: report.styles.map { style in
                    .init(
                        name: style.name,
                        values: requests.map { request in
                            request.solutions.first { $0.style == style.name }.map { Double($0.codeTouched) }
                        })
                }, format: { "\(Int($0))" })
            blocks += [
                .heading(level: 3, text: "What a change costs", anchor: "pictures-change"),
                .chart(
                    svg: chart.svg(),
                    alternative: "the same figures are in the table under [Cost of change](#cost-of-change).",
                    caption:
                        "One bar per change request for each style, as tall as the code lines its solution added and "
                        + "removed; MVC to VIP are the UIKit styles, MV to TCA the SwiftUI ones."),
            ]
        }
        if let scale = report.scale {
            let actions = scale.actions.reduce(into: [String]()) { names, measurement in
                if !names.contains(measurement.action) { names.append(measurement.action) }
            }
            blocks +=
                [
                    .heading(level: 3, text: "What a longer list costs", anchor: "pictures-scale")
                ] + (scale.stale.map { [.paragraph("**Stale:** \($0).")] } ?? []) + [
                    .chartGrid(
                        charts: actions.map { action in
                            let sizes = scale.actions.filter { $0.action == action }.sorted { $0.items < $1.items }
                            return GridChart(
                                title: action, svg: ScaleLineChart(action: action, measurements: sizes).svg())
                        },
                        alternative:
                            "the same figures are in the appendix, under [Cost of one action at scale](#scale).",
                        caption:
                            "One user action on a store already holding 100, 1,000 or 10,000 items, through the UI: one line "
                            + "per style, its median of \(scale.repetitions) runs as a multiple of the bare operation (the "
                            + "same change on the Models value, no screen), on a log scale. A line that climbs grows faster "
                            + "than the bare operation; SwiftUI styles carry the SwiftUI stand-in's own cost.")
                ]
        }
        return blocks.count > 1 ? blocks : []
    }

    /// The guides' traces of one tap, one row per style that has one, its layers named as on the page.
    static func tapSequence(_ report: ComparisonReport) -> TapSequenceChart? {
        let guides = report.guides ?? []
        let rows = report.styles.compactMap { style -> TapSequenceChart.Row? in
            guard let guide = guides.first(where: { $0.style == style.name }) else { return nil }
            let layers = guide.steps.compactMap(\.layer).map { LayerLabel.name($0, in: style) }
            return layers.isEmpty ? nil : TapSequenceChart.Row(style: style.name, layers: layers)
        }
        guard !rows.isEmpty else { return nil }
        let action = guides.compactMap(\.action).first.map { ": \($0)" } ?? ""
        return TapSequenceChart(title: "The path of one tap" + action + ", step by step", rows: rows)
    }
}
