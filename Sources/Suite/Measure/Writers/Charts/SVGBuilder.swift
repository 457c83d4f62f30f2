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

    /// An element written out by a chart of its own (a path, a polygon), already escaped.
    mutating func element(_ markup: String) {
        elements.append(markup)
    }

    /// A legend of swatches and labels from (x, y), wrapping onto a new row before `width`; returns
    /// the height it takes.
    mutating func legend(_ entries: [(label: String, fill: String)], x: Double, y: Double, width: Double) -> Double {
        let rowHeight = 20.0
        var cursor = x
        var row = 0.0
        for entry in entries {
            let entryWidth = 26 + Double(entry.label.count) * 8
            if cursor > x && cursor + entryWidth > x + width {
                cursor = x
                row += 1
            }
            let baseline = y + 12 + row * rowHeight
            rect(x: cursor, y: baseline - 12, width: 14, height: 14, fill: entry.fill)
            text(entry.label, x: cursor + 18, y: baseline, size: 14)
            cursor += entryWidth + 10
        }
        return (row + 1) * rowHeight
    }

    /// The whole `<svg>` element at its natural size, with an accessible title and description.
    func svg(id: String, width: Double, height: Double, title: String, description: String) -> String {
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(Self.number(width))\" "
            + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
            + "aria-labelledby=\"\(id)-title \(id)-desc\" "
            + "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\">"
        return
            ([
                header, "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>",
                "<desc id=\"\(id)-desc\">\(HTMLText.escape(description))</desc>",
            ] + elements + ["</svg>"]).joined(separator: "\n")
    }
}
