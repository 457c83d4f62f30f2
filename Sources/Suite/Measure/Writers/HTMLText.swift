/// Escaping for HTML and SVG text, and `code` spans.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Escapes text and turns backtick-delimited spans into `<code>` elements, and outside them
    /// `**`-delimited spans into `<strong>` elements and `[text](#anchor)` into links within the page,
    /// as Markdown reads them.
    static func inline(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>" + escape(String(part)) + "</code>" : links(String(part))
        }.joined()
    }

    /// Links to anchors of the page; any other bracket is text.
    private static func links(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].range(of: "](#"),
            let end = rest[close.upperBound...].firstIndex(of: ")")
        {
            let label = rest[rest.index(after: open)..<close.lowerBound]
            let anchor = rest[close.upperBound..<end]
            guard !label.contains("]"), !anchor.contains(where: \.isWhitespace) else {
                html += strong(String(rest[...open]))
                rest = rest[rest.index(after: open)...]
                continue
            }
            html += strong(String(rest[..<open]))
            html += "<a href=\"#" + escape(String(anchor)) + "\">" + strong(String(label)) + "</a>"
            rest = rest[rest.index(after: end)...]
        }
        return html + strong(String(rest))
    }

    private static func strong(_ text: String) -> String {
        text.components(separatedBy: "**").enumerated().map { index, part in
            index % 2 == 1 ? "<strong>" + escape(part) + "</strong>" : escape(part)
        }.joined()
    }
}
