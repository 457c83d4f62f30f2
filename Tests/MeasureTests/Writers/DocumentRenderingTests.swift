import Foundation
import Testing

@testable import Measure

@Suite("Markdown and HTML documents")
struct DocumentRenderingTests {
    func document() throws -> ReportDocument {
        ReportDocument(report: try ReportFixtures.report())
    }

    @Test("Markdown has every section, in reading order")
    func markdownSections() throws {
        let markdown = MarkdownRenderer.render(try document())
        let headings = [
            "## Findings", "## The usual claims, tested", "## Reading guide", "### Terms", "## Summary",
            "## Largest types", "## Scenario matrix", "## Random operation sequences", "## Known issues",
            "## Failures", "## Appendix", "## MVC", "## MVVM", "## VIPER", "## Shared modules",
            "## How coverage was measured",
        ]

        let positions = headings.compactMap { markdown.range(of: $0)?.lowerBound }
        #expect(positions.count == headings.count)
        #expect(positions == positions.sorted())
    }

    @Test("the scenario matrix shows its totals and the scenarios not passed everywhere; the full matrix is folded")
    func scenarioMatrixFolded() throws {
        let markdown = MarkdownRenderer.render(try document())
        let section = try #require(markdown.range(of: "## Scenario matrix"))
        let folded = try #require(markdown.range(of: "<details><summary>All 2 scenarios by style</summary>"))
        let shown = String(markdown[section.upperBound..<folded.lowerBound])

        #expect(shown.contains("| MVC | 1 | 0 | 1 | 2 |"))
        #expect(shown.contains("| T2 | fail | pass | known issue | Two \\| with a pipe |"))
        #expect(!shown.contains("| T10 |"))
        #expect(markdown[folded.upperBound...].contains("| T10 | pass | pass | pass | Ten |"))
    }

    @Test(
        "the random sequences say which of them had their lifetimes checked",
        arguments: [
            (every: UInt64(1), sentence: "After each sequence the app is torn down", row: "| 30 | 30 | 7 | 30 | 0 |"),
            (
                every: UInt64(10), sentence: "After each sequence whose seed is a multiple of 10 the app is torn down",
                row: "| 30 | 30 | 7 | 3 | 0 |"
            ),
        ])
    func randomSequenceLifetimes(every: UInt64, sentence: String, row: String) throws {
        var report = try ReportFixtures.report()
        report.randomSequences = RandomSequenceTotals(
            seed: 7, sequences: 30, steps: 30, divergences: 0, lifetimesEvery: every)

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains(sentence))
        #expect(
            markdown.contains("| Sequences per style | Steps per sequence | Seed | Sequences with lifetimes checked |"))
        #expect(markdown.contains(row))
    }

    @Test("a style's test code adds up: its layers' rows and test support make its total")
    func testCodeAddsUp() throws {
        let markdown = MarkdownRenderer.render(try document())

        #expect(markdown.contains("| ViewModel | 3 | 2 | 1 |"))
        #expect(markdown.contains("| Test support |  | 1 |  |  |  |  |  |  |"))
        #expect(markdown.contains("| Total | 4 | 3 | 2 |"))
    }

    @Test("lists the largest types with their extension files counted together")
    func largestTypes() throws {
        let markdown = MarkdownRenderer.render(try document())

        #expect(markdown.contains("| MVC | TodoListViewController | 5 | Controller | 2 |"))
    }

    @Test("HTML is self-contained: inline style and SVG, no script, no external resource")
    func htmlSelfContained() throws {
        let html = HTMLRenderer.render(try document())

        #expect(html.contains("<style>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 1)
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href=\"http"))
    }

    @Test("the chart scales to the page and its text stays legible on a 390-pixel-wide phone")
    func chartLegibleOnAPhone() throws {
        let svg = StackedBarChart(styles: try ReportFixtures.report().styles).svg()
        let sizes = svg.components(separatedBy: "font-size=\"").dropFirst().compactMap {
            Double($0.prefix { $0 != "\"" })
        }

        #expect(svg.contains("viewBox=\"0 0 400.0 "))
        #expect(!svg.contains(" width=\"400"))
        #expect(!sizes.isEmpty)
        #expect(sizes.allSatisfy { $0 * 390 / StackedBarChart.width >= 11.5 })
    }

    @Test("coverage is a table of percentages with the lines they are of, not a chart")
    func coverageAsTable() throws {
        let markdown = MarkdownRenderer.render(try document())

        #expect(
            markdown.contains(
                "| Layer | Executable lines | Lines: scenarios | Lines: unit | Lines: all | Regions: all |"))
        #expect(markdown.contains("| ViewModel | 4 | 50.0% | 100.0% | 100.0% | 100.0% |"))
        #expect(!HTMLRenderer.render(try document()).contains("Line coverage per layer"))
    }

    @Test("HTML charts have accessible titles and a legend")
    func chartsAccessible() throws {
        let html = HTMLRenderer.render(try document())

        #expect(html.contains("role=\"img\""))
        #expect(html.contains("<title id=\"code-per-layer-title\">"))
        #expect(html.contains(">Presenter</text>"))
    }

    @Test(
        "HTML escapes text from the figures and marks code and strong spans",
        arguments: [
            ("a<b & \"c\"", "a&lt;b &amp; &quot;c&quot;"), ("`x<y`", "<code>x&lt;y</code>"),
            ("**Code**: lines", "<strong>Code</strong>: lines"), ("`a**b**`", "<code>a**b**</code>"),
        ])
    func escapes(input: String, expected: String) {
        #expect(HTMLText.inline(input) == expected)
    }

    @Test("formats numbers the same on every machine", arguments: [(83.44, "83.4%"), (100, "100.0%"), (0.05, "0.1%")])
    func percent(value: Double, expected: String) {
        #expect(Format.percent(value) == expected)
    }
}
