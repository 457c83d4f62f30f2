import Testing

@testable import Measure

@Suite("TapSequenceChart")
struct TapSequenceChartTests {
    @Test("consecutive steps in one layer share a box numbered with its first and last step")
    func mergesRunsOfOneLayer() {
        let hops = TapSequenceChart.hops(["View", "View", "Presenter", "Interactor", "Interactor", "View"])

        #expect(hops.map(\.label) == ["1–2 View", "3 Presenter", "4–5 Interactor", "6 View"])
    }

    @Test("a style's row draws one box per run, in order, each wide enough for its label")
    func drawsOneBoxPerRun() {
        let chart = TapSequenceChart(
            title: "The path of one tap", rows: [.init(style: "MVC", layers: ["Controller", "ModelController"])])

        let svg = chart.svg()

        #expect(svg.components(separatedBy: "<rect ").count - 1 == 2)
        #expect(svg.contains(">1 Controller</text>"))
        #expect(svg.contains(">2 ModelController</text>"))
        #expect(svg.contains("<title>MVC, step 2: ModelController</title>"))
        // 17 characters of 14 px bold text need about 140 px.
        #expect(TapSequenceChart.boxWidth(.init(first: 2, last: 2, layer: "ModelController")) >= 140)
    }
}
