import Results
import Testing

@testable import Measure

@Suite("DecisionSection")
struct DecisionSectionTests {
    @Test("each statement carries its figures: the baseline's size, and the styles most testable with no view")
    func statementsCarryFigures() throws {
        var report = try ReportFixtures.report()
        report.findings = StyleFigures.all(in: report).map { figures in
            var figures = figures
            figures.viewFreeShare = ["MVC": 20.0, "MVVM": 55.0, "VIPER": 50.0][figures.style]
            return figures
        }

        let blocks = DecisionSection().blocks(for: report)

        guard case .list(let statements) = try #require(blocks.last) else {
            Issue.record("the guide is a list")
            return
        }
        #expect(
            statements.first
                == "**A small app, or a first course**: the baselines cost least to write and change, and are the "
                + "least testable without a screen: MVC 6 code lines, 20.0% with no view.")
        #expect(
            statements.contains(
                "**Most of the logic tested without a screen** (lines testable with no view, and code against the "
                    + "baseline): MVVM (UIKit) 55.0% (0.67x the code), VIPER (UIKit) 50.0% (0.50x the code), "
                    + "MVC (UIKit) 20.0%."))
    }
}
