import Foundation

/// Renders the report blocks as GitHub-flavoured Markdown.
enum MarkdownRenderer {
    static func render(_ document: some RenderedDocument) -> String {
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
            return wrap("**Contents:** " + entries.map { "[\($0.text)](#\($0.anchor))" }.joined(separator: " · ")) + [
                ""
            ]
        case .paragraph(let text):
            return wrap(text) + [""]
        case .list(let items):
            return items.flatMap { item in
                wrap(item.replacingOccurrences(of: "\n", with: " ")).enumerated().map { index, line in
                    (index == 0 ? "- " : "  ") + line
                }
            } + [""]
        case .steps(let steps):
            return steps.enumerated().flatMap { index, step in
                let number = "\(index + 1). "
                return wrap(step).enumerated().map { line, text in
                    (line == 0 ? number : String(repeating: " ", count: number.count)) + text
                }
            } + [""]
        case .table(let table):
            return render(table) + [""]
        case .details(let summary, let blocks):
            return ["<details><summary>\(summary)</summary>", ""] + blocks.flatMap(render) + ["</details>", ""]
        case .chartGrid(let charts, let alternative, let caption):
            return wrap("_\(charts.count) charts (in comparison.html): \(caption)_ " + alternative) + [""]
        case .chart(_, let alternative, let caption):
            let title = caption.isEmpty ? "_Chart (in comparison.html):_ " : "_Chart (in comparison.html): \(caption)_ "
            return wrap(title + alternative) + [""]
        }
    }

    /// The longest line of running text; Markdown joins the lines of a paragraph again.
    static let lineWidth = 100

    /// Breaks text at spaces into lines of at most `lineWidth` characters (a longer word keeps its own
    /// line), never inside a `code` span, whose spaces Markdown would otherwise keep as a line break.
    static func wrap(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var inCode = false
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= lineWidth {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
            word = ""
        }
        for character in text {
            if character == "`" { inCode.toggle() }
            if character == " " && !inCode {
                flush()
            } else {
                word.append(character)
            }
        }
        flush()
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
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
