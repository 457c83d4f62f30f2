import Foundation
import Testing

@testable import Measure

@Suite("Markdown and HTML documents")
struct DocumentRenderingTests {
    func document() throws -> ReportDocument {
        ReportDocument(report: try ReportFixtures.report(), environment: ReportFixtures.environment)
    }

    @Test("Markdown has every section, in reading order")
    func markdownSections() throws {
        let markdown = MarkdownRenderer.render(try document())
        let headings = [
            "## Reading guide", "## Summary", "## MVC", "## MVVM", "## VIPER", "## Shared modules",
            "## Scenario matrix", "## Random operation sequences", "## Known issues",
            "## Environment (changes between runs)",
        ]

        let positions = headings.compactMap { markdown.range(of: $0)?.lowerBound }
        #expect(positions.count == headings.count)
        #expect(positions == positions.sorted())
    }

    @Test("Markdown escapes pipes inside table cells")
    func markdownEscapes() throws {
        #expect(
            MarkdownRenderer.render(try document()).contains("| T2 | Two \\| with a pipe | fail | pass | known issue |")
        )
    }

    @Test("HTML is self-contained: inline style and SVG, no script, no external resource")
    func htmlSelfContained() throws {
        let html = HTMLRenderer.render(try document())

        #expect(html.contains("<style>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 4)
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href=\"http"))
    }

    @Test("HTML charts have accessible titles and a legend")
    func chartsAccessible() throws {
        let html = HTMLRenderer.render(try document())

        #expect(html.contains("role=\"img\""))
        #expect(html.contains("<title id=\"code-per-layer-title\">"))
        #expect(html.contains(">Presenter</text>"))
        #expect(html.contains(">own unit tests</text>"))
    }

    @Test(
        "HTML escapes text from the figures",
        arguments: [("a<b & \"c\"", "a&lt;b &amp; &quot;c&quot;"), ("`x<y`", "<code>x&lt;y</code>")])
    func escapes(input: String, expected: String) {
        #expect(HTMLText.inline(input) == expected)
    }

    @Test("formats numbers the same on every machine", arguments: [(83.44, "83.4%"), (100, "100.0%"), (0.05, "0.1%")])
    func percent(value: Double, expected: String) {
        #expect(Format.percent(value) == expected)
    }
}
