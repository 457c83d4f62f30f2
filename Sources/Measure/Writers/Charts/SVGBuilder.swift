/// Accumulates SVG elements with numbers written the same way on every machine.
struct SVGBuilder {
    private(set) var elements: [String] = []

    static func number(_ value: Double) -> String {
        Format.oneDecimal(value)
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, tooltip: String? = nil) {
        let size =
            "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if let tooltip {
            elements.append("<rect \(size) fill=\"\(fill)\"><title>\(HTMLText.escape(tooltip))</title></rect>")
        } else {
            elements.append("<rect \(size) fill=\"\(fill)\"/>")
        }
    }

    mutating func text(
        _ text: String, x: Double, y: Double, anchor: String = "start", fill: String = "#1f2328", size: Int = 13,
        weight: String = "normal"
    ) {
        elements.append(
            "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\" "
                + "font-size=\"\(size)\" font-weight=\"\(weight)\">\(HTMLText.escape(text))</text>"
        )
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String) {
        elements.append(
            "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" stroke=\"\(stroke)\"/>"
        )
    }

    /// A legend row of swatches and labels starting at (x, y); returns nothing, draws left to right.
    mutating func legend(_ entries: [(label: String, fill: String)], x: Double, y: Double) {
        var cursor = x
        for entry in entries {
            rect(x: cursor, y: y - 11, width: 14, height: 14, fill: entry.fill)
            text(entry.label, x: cursor + 20, y: y)
            cursor += 34 + Double(entry.label.count) * 7.5
        }
    }

    /// The whole `<svg>` element, with an accessible title and description.
    func svg(id: String, width: Double, height: Double, title: String, description: String) -> String {
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
            + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" aria-labelledby=\"\(id)-title \(id)-desc\" "
            + "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\">"
        return
            ([
                header, "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>",
                "<desc id=\"\(id)-desc\">\(HTMLText.escape(description))</desc>",
            ] + elements + ["</svg>"]).joined(separator: "\n")
    }
}
