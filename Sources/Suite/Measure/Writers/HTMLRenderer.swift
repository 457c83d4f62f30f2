import Foundation
import Results

/// Renders the report blocks as one self-contained HTML page: inline CSS and SVG, no script, no network.
enum HTMLRenderer {
    static func render(_ document: some RenderedDocument) -> String {
        var body: [String] = []
        for block in document.blocks() {
            body += render(block)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(document.title))</title>
            <style>
            \(HTMLStyleSheet.css)
            </style>
            </head>
            <body>
            <main>
            <h1>\(HTMLText.escape(document.title))</h1>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    private static func render(_ block: ReportBlock) -> [String] {
        switch block {
        case .heading(let level, let text, let anchor):
            return ["<h\(level) id=\"\(HTMLText.escape(anchor))\">\(HTMLText.escape(text))</h\(level)>"]
        case .paragraph(let text):
            return ["<p>\(HTMLText.inline(text))</p>"]
        case .list(let items):
            return ["<ul>"] + items.map { "<li>\(HTMLText.inline($0))</li>" } + ["</ul>"]
        case .steps(let steps):
            return ["<ol>"] + steps.map { "<li>\(HTMLText.inline($0))</li>" } + ["</ol>"]
        case .table(let table):
            return render(table)
        case .details(let summary, let blocks):
            return ["<details><summary>\(HTMLText.escape(summary))</summary>"] + blocks.flatMap(render) + ["</details>"]
        case .chart(let svg, _, let caption):
            // The chart scrolls in its own box at its drawn size, so its text is never scaled down.
            let figcaption = caption.isEmpty ? [] : ["<figcaption>\(HTMLText.inline(caption))</figcaption>"]
            return ["<figure>", "<div class=\"chart\">", svg, "</div>"] + figcaption + ["</figure>"]
        case .chartGrid(let charts, _, let caption):
            // Each chart scales down whole to its cell, so a row of them fits the page and the phone.
            let cells = charts.map { chart in
                "<div class=\"cell\"><div class=\"name\">\(HTMLText.escape(chart.title))</div>\(chart.svg)</div>"
            }
            return ["<figure>", "<div class=\"grid\">"] + cells + [
                "</div>", "<figcaption>\(HTMLText.inline(caption))</figcaption>", "</figure>",
            ]
        case .contents(let entries):
            let links = entries.map { "<a href=\"#\(HTMLText.escape($0.anchor))\">\(HTMLText.escape($0.text))</a>" }
            return ["<nav><p><strong>Contents:</strong> " + links.joined(separator: " · ") + "</p></nav>"]
        }
    }

    private static func render(_ table: TextTable) -> [String] {
        func cell(_ tag: String, _ text: String, _ column: Int) -> String {
            let numeric = table.numericColumns.contains(column) ? " class=\"number\"" : ""
            let cssClass = tag == "td" ? resultClass(text).map { " class=\"\($0)\"" } ?? numeric : numeric
            // A card shows each cell under its column's name.
            let label =
                tag == "td" && table.layout == .cards && table.headers.indices.contains(column)
                ? " data-label=\"\(HTMLText.escape(table.headers[column]))\"" : ""
            let shade = tag == "td" && table.layout == .shaded ? Self.shade(text) : ""
            return "<\(tag)\(cssClass)\(label)\(shade)>\(HTMLText.inline(text))</\(tag)>"
        }
        let header = "<tr>" + table.headers.enumerated().map { cell("th", $1, $0) }.joined() + "</tr>"
        let rows = table.rows.map { row in
            "<tr>" + row.enumerated().map { cell("td", $1, $0) }.joined() + "</tr>"
        }
        let box = table.layout == .cards ? "table cards" : "table"
        return ["<div class=\"\(box)\"><table>", "<thead>" + header + "</thead>", "<tbody>"] + rows + [
            "</tbody></table></div>"
        ]
    }

    /// A background for a ratio cell: orange above 1x, blue below, stronger the further from 1x (a
    /// doubling or a halving is the strongest), so the table reads at a glance and still in words.
    static func shade(_ text: String) -> String {
        guard text.hasSuffix("x"), let ratio = Double(text.dropLast()), ratio > 0 else { return "" }
        let strength = min(abs(log2(ratio)), 1)
        let alpha = SVGBuilder.number((strength * 0.45 * 100).rounded() / 100)
        let colour = ratio >= 1 ? "230, 159, 0" : "0, 114, 178"
        return " style=\"background: rgba(\(colour), \(alpha))\""
    }

    /// Colours the cells of the scenario matrix, and the verdicts as badges (their words stay, so the
    /// colour is never the only sign).
    private static func resultClass(_ text: String) -> String? {
        switch text {
        case "pass": "pass"
        case "fail": "fail"
        case "known issue": "known"
        case "**\(Claim.Verdict.confirmed.rawValue)**": "verdict confirmed"
        case "**\(Claim.Verdict.partly.rawValue)**": "verdict partly"
        case "**\(Claim.Verdict.refuted.rawValue)**": "verdict refuted"
        case "**\(Claim.Verdict.tooClose.rawValue)**": "verdict close"
        case "**\(Claim.Verdict.notMeasurable.rawValue)**": "verdict unmeasured"
        default: nil
        }
    }
}
