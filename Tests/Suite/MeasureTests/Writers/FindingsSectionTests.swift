import Foundation
import Results
import Testing

@testable import Measure

@Suite("FindingsSection")
struct FindingsSectionTests {
    private func figures(
        _ style: String, code: Int, files: Int, testCode: Int, filesPerChange: Double? = nil,
        functionsPerTap: Double? = nil, uiFree: Double? = nil, viewFree: Double? = nil, onlyScenarios: Int? = nil,
        unitKills: Double? = nil, viewFreeKills: Double? = nil
    ) throws -> StyleFigures {
        var figures = StyleFigures(style: try ReportFixtures.report().styles[0], in: try ReportFixtures.report())
        figures.style = style
        figures.code = code
        figures.files = files
        figures.testCode = testCode
        figures.filesPerChange = filesPerChange
        figures.functionsPerTap = functionsPerTap
        figures.uiFreeShare = uiFree
        figures.viewFreeShare = viewFree
        figures.killedOnlyByScenarios = onlyScenarios
        figures.unitKillShare = unitKills
        figures.viewFreeUnitKillShare = viewFreeKills
        return figures
    }

    @Test("a style's paragraph states each cost and each gain against MVC, with both figures")
    func paragraphAgainstMVC() throws {
        let mvc = try figures(
            "MVC", code: 563, files: 10, testCode: 1194, filesPerChange: 2, functionsPerTap: 14.5, uiFree: 24.7,
            viewFree: 21.2, onlyScenarios: 12, unitKills: 70.4, viewFreeKills: 12.3)
        let viper = try figures(
            "VIPER", code: 1063, files: 46, testCode: 1845, filesPerChange: 4.67, functionsPerTap: 31, uiFree: 64.3,
            viewFree: 56, onlyScenarios: 1, unitKills: 91.26, viewFreeKills: 70.1)

        let text = FindingsSection.paragraph(viper, against: mvc)

        #expect(
            text
                == "**VIPER** (UIKit) costs 1.9x MVC's code lines (1063 against 563), 4.6x its files (46 against 10), 1.5x its "
                + "test code (1845 against 1194), 4.7 files touched per change request (MVC 2.0) and 31.0 of its "
                + "functions run by one tap (MVC 14.5). It buys 64% of its code free of the UI toolkit (MVC 25%), 56% "
                + "of its executable lines run by unit tests that create no view (MVC 21%), 91% of its injected "
                + "faults caught by its own unit tests (MVC 70%), 70% caught by unit tests that create no view (MVC "
                + "12%) and 1 fault that only the shared scenarios catch.")
    }

    @Test("figures that were not measured leave their part out; equal sizes read as about the same")
    func unmeasuredFiguresLeftOut() throws {
        let mvc = try figures("MVC", code: 100, files: 10, testCode: 0)
        let other = try figures("TEA", code: 104, files: 20, testCode: 50)

        #expect(
            FindingsSection.paragraph(other, against: mvc)
                == "**TEA** (UIKit) costs about the same as MVC's code lines (104 against 100) and 2.0x its files "
                + "(20 against 10).")
    }

    @Test("the findings are in the appendix, and comparison.json holds every figure they state")
    func findingsInTheAppendixMatchTheJSON() throws {
        let files = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        let json = try #require(files.first { $0.0 == "comparison.json" }?.1)
        let markdown = String(decoding: try #require(files.first { $0.0 == "comparison.md" }?.1), as: UTF8.self)
        let stored = try #require(try JSONDecoder().decode(ComparisonReport.self, from: json).findings)

        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let appendix = try #require(headings.firstIndex(of: "## Appendix"))
        #expect(headings[appendix...].contains("## Findings"))
        #expect(stored.map(\.style) == ["MVC", "MVVM", "VIPER"])
        for style in stored where style.style != "MVC" {
            #expect(markdown.contains("**\(style.style)** (UIKit) costs "))
            #expect(markdown.contains("(\(style.code) against \(stored[0].code))"))
            #expect(markdown.contains("(\(style.files) against \(stored[0].files))"))
        }
    }

    @Test("styles are grouped under their UI framework, and a framework with no style gets no heading")
    func groupedByFramework() throws {
        let markdown = String(
            decoding: try #require(
                try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
                    .first { $0.0 == "comparison.md" }?.1),
            as: UTF8.self)

        let uiKit = try #require(markdown.range(of: "### UIKit styles"))
        let viper = try #require(markdown.range(of: "**VIPER** (UIKit) costs "))
        #expect(uiKit.lowerBound < viper.lowerBound)
        #expect(!markdown.contains("### SwiftUI styles"))
        #expect(!markdown.contains("### One pattern in both UI frameworks"))
    }

    @Test("a style is paired with its counterpart in the other framework only when both were measured")
    func pairsNeedBothStyles() throws {
        let mvc = try figures("MVC", code: 100, files: 10, testCode: 0)
        let mv = try figures("MV", code: 80, files: 10, testCode: 0)
        let counterparts = ["MV": "MVC", "TCA": "TEA"]

        let pairs = FindingsSection.pairs(in: [mvc, mv], counterparts: counterparts)

        #expect(pairs.map { "\($0.style.style)-\($0.counterpart.style)" } == ["MV-MVC"])
    }

    @Test("a pair's paragraph states each figure of both styles")
    func pairParagraph() throws {
        let mvc = try figures(
            "MVC", code: 563, files: 10, testCode: 1194, filesPerChange: 2, functionsPerTap: 14.5, viewFree: 21.2)
        let mv = try figures(
            "MV", code: 468, files: 10, testCode: 900, filesPerChange: 2.33, functionsPerTap: 9, viewFree: 55.6)

        #expect(
            FindingsSection.pairParagraph(mv, against: mvc)
                == "**MV (SwiftUI)** against **MVC (UIKit)**, the same pattern: 0.8x the code lines (468 against 563), "
                + "about the same as the files (10 against 10), 56% of its executable lines run by unit tests that "
                + "create no view (against 21%), 2.3 files touched per change request (against 2.0) and 9.0 of its "
                + "functions run by one tap (against 14.5).")
    }
}
