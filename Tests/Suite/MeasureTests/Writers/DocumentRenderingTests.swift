import Foundation
import Results
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
            "## Verdicts", "## The styles at a glance", "## Scenario matrix", "## Random operation sequences",
            "## Known issues", "## Failures", "## Appendix", "## Glossary", "## How each verdict was decided",
            "## Largest types", "## Scenario matrix, every scenario", "## Summary", "## Findings", "## MVC",
            "## MVVM", "## VIPER", "## Shared modules", "## How coverage was measured",
        ]

        let positions = headings.compactMap { markdown.range(of: $0)?.lowerBound }
        #expect(positions.count == headings.count)
        #expect(positions == positions.sorted())
    }

    @Test(
        "the scenario matrix shows its totals and the scenarios not passed everywhere; the full matrix is in the appendix"
    )
    func scenarioMatrixFolded() throws {
        let markdown = MarkdownRenderer.render(try document())
        let section = try #require(markdown.range(of: "## Scenario matrix"))
        let appendix = try #require(markdown.range(of: "## Appendix"))
        let folded = try #require(markdown.range(of: "<details><summary>All 2 scenarios by style</summary>"))
        let shown = String(markdown[section.upperBound..<appendix.lowerBound])

        #expect(appendix.upperBound < folded.lowerBound)
        #expect(shown.contains("| Pass | 1 | 2 | 1 |"))
        #expect(shown.contains("| Fail | 1 | 0 | 0 |"))
        #expect(shown.contains("| T2 | fail | pass | known issue | Two \\| with a pipe |"))
        #expect(!shown.contains("| T10 |"))
        #expect(markdown[folded.upperBound...].contains("| T10 | pass | pass | pass | Ten |"))
    }

    @Test("with no known issue and every scenario passed, the matrix says so and no Known issues section follows")
    func noKnownIssueSection() throws {
        var report = try ReportFixtures.report()
        report.knownIssues = []
        report.scenarios = report.scenarios.map { row in
            var passed = row
            passed.results = passed.results.mapValues { _ in "pass" }
            return passed
        }

        let markdown = prose(MarkdownRenderer.render(ReportDocument(report: report)))

        #expect(
            markdown.contains(
                "All 2 scenarios of the shared suite, run against every style through its UI only, passed in every "
                    + "style, with no known issue; the appendix lists them."))
        #expect(!markdown.contains("## Known issues"))
    }

    @Test(
        "the random sequences say which of them had their lifetimes checked",
        arguments: [
            (every: UInt64(1), sentence: "after each, the app is torn down", row: "| 30 | 30 | 7 | 30 | 0 |"),
            (
                every: UInt64(10), sentence: "after every 10th, the app is torn down",
                row: "| 30 | 30 | 7 | 3 | 0 |"
            ),
        ])
    func randomSequenceLifetimes(every: UInt64, sentence: String, row: String) throws {
        var report = try ReportFixtures.report()
        report.randomSequences = RandomSequenceTotals(
            seed: 7, sequences: 30, steps: 30, divergences: 0, lifetimesEvery: every)

        let markdown = prose(MarkdownRenderer.render(ReportDocument(report: report)))

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

    @Test("a chart is drawn at its natural size, scrolls in its own box and has a caption saying how to read it")
    func chartAtNaturalSize() throws {
        let svg = StackedBarChart(styles: try ReportFixtures.report().styles).svg()
        let html = HTMLRenderer.render(try document())
        let markdown = MarkdownRenderer.render(try document())

        #expect(svg.contains("width=\"400.0\" "))
        #expect(!html.contains("max-width: 560px"))
        #expect(html.contains(".chart { overflow-x: auto; max-width: 100%; }"))
        #expect(html.contains("<figcaption>One bar per style, as long as its code;"))
        #expect(markdown.contains("_Chart (in comparison.html): One bar per style, as long as its code;"))
    }

    @Test("MVC's View, only its cells, is named and coloured apart from the other styles' View")
    func cellsOnlyView() throws {
        let svg = StackedBarChart(styles: try ReportFixtures.report().styles).svg()

        #expect(LayerLabel.name("View", amongst: ["View", "Controller", "ModelController"]) == "View (cells only)")
        #expect(LayerLabel.name("View", amongst: ["View", "ViewModel"]) == "View")
        #expect(svg.contains(">View (cells only)</text>"))
        #expect(svg.contains("<title>MVC View (cells only): 1 code lines</title>"))
        #expect(ChartPalette.layer("View (cells only)").fill != ChartPalette.layer("View").fill)
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
