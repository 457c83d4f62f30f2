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

    /// Escapes text and turns backtick-delimited spans into `<code>` elements and `**`-delimited
    /// spans outside them into `<strong>` elements, as Markdown reads them.
    static func inline(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>" + escape(String(part)) + "</code>" : strong(String(part))
        }.joined()
    }

    private static func strong(_ text: String) -> String {
        text.components(separatedBy: "**").enumerated().map { index, part in
            index % 2 == 1 ? "<strong>" + escape(part) + "</strong>" : escape(part)
        }.joined()
    }
}
