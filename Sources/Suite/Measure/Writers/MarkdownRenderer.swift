import Foundation

/// Renders the report blocks as GitHub-flavoured Markdown.
enum MarkdownRenderer {
    static func render(_ document: ReportDocument) -> String {
        var lines = ["# " + document.title, ""]
        for block in document.blocks() {
            lines += render(block)
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ block: ReportBlock) -> [String] {
        switch block {
        case .heading(let level, let text, let anchor):
            // An explicit anchor, so that the contents' links work in any Markdown viewer.
            return ["<a id=\"\(anchor)\"></a>", "", String(repeating: "#", count: level) + " " + text, ""]
        case .contents(let entries):
            return ["**Contents:** " + entries.map { "[\($0.text)](#\($0.anchor))" }.joined(separator: " · "), ""]
        case .paragraph(let text):
            return [text, ""]
        case .list(let items):
            return items.map { "- " + $0.replacingOccurrences(of: "\n", with: " ") } + [""]
        case .table(let table):
            return render(table) + [""]
        case .details(let summary, let blocks):
            return ["<details><summary>\(summary)</summary>", ""] + blocks.flatMap(render) + ["</details>", ""]
        case .chart(_, let alternative, let caption):
            let title = caption.isEmpty ? "_Chart (in comparison.html):_ " : "_Chart (in comparison.html): \(caption)_ "
            return [title + alternative, ""]
        }
    }

    private static func render(_ table: TextTable) -> [String] {
        let alignments = table.headers.indices.map { table.numericColumns.contains($0) ? "---:" : "---" }
        return [row(table.headers), row(alignments)] + table.rows.map(row)
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map(escape).joined(separator: " | ") + " |"
    }

    private static func escape(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
