import Foundation
import Results
import Testing

@testable import Measure

@Suite("GlanceTable")
struct GlanceTableTests {
    @Test("each style is set against its framework's baseline, which keeps its own values and no ratio")
    func ratiosToTheBaseline() throws {
        var report = try ReportFixtures.report()
        let index = try #require(report.styles.firstIndex { $0.name == "MVVM" })
        report.styles[index].code = 3

        let rows = GlanceTable.rows(in: report)

        let mvc = try #require(rows.first { $0.style == "MVC" })
        let mvvm = try #require(rows.first { $0.style == "MVVM" })
        #expect(mvc.baseline == "MVC" && mvvm.baseline == "MVC")
        #expect(mvc.measures.first == GlanceMeasure(name: "Code lines", value: 6, ratio: nil))
        #expect(mvvm.measures.first == GlanceMeasure(name: "Code lines", value: 3, ratio: 0.5))
        #expect(mvvm.framework == "UIKit")
    }

    @Test("a measure that was not run has no value and no ratio, and the table says n/a")
    func unmeasured() throws {
        let report = try ReportFixtures.report()
        let rows = GlanceTable.rows(in: report)
        let faults = try #require(rows.first { $0.style == "VIPER" }?.measures.last)

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))

        #expect(faults == GlanceMeasure(name: "Faults its unit tests catch", value: nil, ratio: nil))
        #expect(markdown.contains("| VIPER (UIKit) | 0.50x |"), "VIPER's 3 code lines against MVC's 6")
        #expect(markdown.contains("n/a"))
    }

    @Test("comparison.json keeps the table under glance")
    func stored() throws {
        let files = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        let json = try #require(files.first { $0.0 == "comparison.json" }?.1)

        let glance = try #require(try JSONDecoder().decode(ComparisonReport.self, from: json).glance)

        #expect(glance.map(\.style) == ["MVC", "MVVM", "VIPER"])
    }
}
