import Testing

@testable import Measure

@Suite("ReportDocument")
struct ReportDocumentTests {
    @Test(
        "the page opens with a contents line linking every section, and the per-style tables come last, in the appendix"
    )
    func contentsAndAppendix() throws {
        let markdown = MarkdownRenderer.render(ReportDocument(report: try ReportFixtures.report()))
        let html = HTMLRenderer.render(ReportDocument(report: try ReportFixtures.report()))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = lines.filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }

        #expect(lines[2].hasPrefix("**Contents:** [Verdicts](#verdicts) · [The styles at a glance](#glance)"))
        #expect(lines.contains("<a id=\"verdicts\"></a>"))
        #expect(headings.first == "Verdicts")
        let appendix = try #require(headings.firstIndex(of: "Appendix"))
        #expect(
            Array(headings[appendix...]) == [
                "Appendix", "Glossary", "How each verdict was decided", "Largest types",
                "Scenario matrix, every scenario", "Summary", "Findings", "MVC (UIKit)", "MVVM (UIKit)",
                "VIPER (UIKit)", "Shared modules", "How coverage was measured",
            ])
        #expect(html.contains("<nav><p><strong>Contents:</strong> <a href=\"#verdicts\">Verdicts</a>"))
    }
}
