import CommandSupport
import Foundation
import TestAids
import Testing
import ToolTestSupport

/// The headless browser the layout tests use, when one is installed.
private let browser = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap {
    ProgramSearch.locate($0)
}.first

/// The committed report as a browser lays it out: headless Chromium loads comparison.html with a
/// script added that measures the page and writes what it found into the title, which `--dump-dom`
/// prints. Skipped where Chromium is not installed (Debian's package: `apt-get install chromium`).
@Suite("comparison.html in a browser", .enabled(if: browser != nil, "Chromium is not installed"))
struct RenderedReportTests {
    /// What the script measures: the appendix's distance from the top of the page, the chart labels
    /// that reach outside their chart, the tables of the part before the appendix that scroll
    /// sideways, and the verdict badges that end outside the screen.
    struct Layout: Decodable {
        var appendixTop: Double
        var clippedLabels: [String]
        var scrollingTables: [String]
        var hiddenVerdicts: Int
    }

    private static let script = """
        <script>
        (() => {
        const appendix = document.getElementById("appendix");
        const appendixTop = appendix.getBoundingClientRect().top + window.scrollY;
        const clipped = [];
        for (const svg of document.querySelectorAll("svg")) {
          const box = svg.viewBox.baseVal;
          for (const text of svg.querySelectorAll("text")) {
            const b = text.getBBox();
            // A glyph such as "T" may reach a unit or so past where its text starts.
            if (b.x < box.x - 2 || b.x + b.width > box.x + box.width + 2) clipped.push(text.textContent);
          }
        }
        const scrolling = [];
        for (const table of document.querySelectorAll(".table")) {
          const before = table.compareDocumentPosition(appendix) & Node.DOCUMENT_POSITION_FOLLOWING;
          if (before && table.scrollWidth > table.clientWidth + 1) {
            scrolling.push(table.querySelector("th").textContent);
          }
        }
        let hidden = 0;
        for (const badge of document.querySelectorAll("td.verdict strong")) {
          if (badge.getBoundingClientRect().right > window.innerWidth) hidden += 1;
        }
        document.title = JSON.stringify({
          appendixTop: appendixTop, clippedLabels: clipped, scrollingTables: scrolling, hiddenVerdicts: hidden });
        })();
        </script>
        """

    private func layout(width: Int) async throws -> Layout {
        let root = PackageRoot.containing()
        let html = try String(contentsOf: root.appendingPathComponent("Reports/comparison.html"), encoding: .utf8)
        let folder = try TemporaryFolder("rendered-report")
        let page = try folder.write(
            "page.html", html.replacingOccurrences(of: "</body>", with: Self.script + "</body>"))
        let browser = try #require(browser)
        let result = try await ProcessRunner.run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(width),900", "--dump-dom",
                page.absoluteString,
            ], output: .captured, timeLimit: .seconds(120))
        let start = try #require(result.output.range(of: "<title>{"))
        let end = try #require(result.output.range(of: "}</title>", range: start.upperBound..<result.output.endIndex))
        let json = "{" + result.output[start.upperBound..<end.lowerBound] + "}"
        let unescaped = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Layout.self, from: Data(unescaped.utf8))
    }

    @Test(
        "at 1400 px the part before the appendix is at most 9,000 px tall, no table in it scrolls, no label is clipped")
    func desktop() async throws {
        let layout = try await layout(width: 1400)

        #expect(layout.appendixTop <= 9_000)
        #expect(layout.scrollingTables == [])
        #expect(layout.clippedLabels == [])
    }

    @Test("on a 390 px phone every verdict is on screen")
    func phone() async throws {
        let layout = try await layout(width: 390)

        #expect(layout.hiddenVerdicts == 0)
    }

    @Test("every style's handout, and the comparison page, prints on one A4 side")
    func handoutsFitOnePage() async throws {
        let root = PackageRoot.containing()
        let browser = try #require(browser)
        let folder = try TemporaryFolder("printed-handout")
        let handouts = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Reports/handouts").path
        ).filter { $0.hasSuffix(".html") }.sorted()

        #expect(handouts.count == 11)
        for handout in handouts {
            let pdf = folder.url.appendingPathComponent(handout + ".pdf")
            _ = try await ProcessRunner.run(
                browser,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--print-to-pdf=\(pdf.path)",
                    root.appendingPathComponent("Reports/handouts/\(handout)").absoluteString,
                ], timeLimit: .seconds(120))
            // The page tree's "/Count", the number of pages.
            let text = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
            let counts = text.components(separatedBy: "/Count ").dropFirst().map { Int($0.prefix(while: \.isNumber)) }
            #expect(counts == [1], "\(handout)")
        }
    }
}
