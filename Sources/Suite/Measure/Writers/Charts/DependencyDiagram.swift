import Catalogue
import Results

/// A style's layers as boxes, with an arrow from each layer to every layer or shared module its files
/// refer to, labelled with the number of files. The style's layers form the top row, the shared
/// modules the bottom row; Composition, which refers to everything it builds, is left out.
struct DependencyDiagram {
    let style: StyleArchitectureReport

    private static let boxWidth = 132.0
    private var boxWidth: Double { Self.boxWidth }
    private let boxHeight = 34.0
    private let spacing = 165.0
    private let margin = 20.0
    /// Room above the top row for the arcs between layers that are not neighbours.
    private var topRow: Double { 70 + Double(max(topNames().count - 1, 1)) * 14 }
    private let rowGap = 150.0

    private struct Node {
        let name: String
        let label: String
        let x: Double
        let y: Double
        var centerX: Double { x + DependencyDiagram.boxWidth / 2 }
    }

    func svg() -> String {
        let nodes = layout()
        var builder = SVGBuilder()
        builder.text("Layer dependencies of \(style.name)", x: 0, y: 18, size: 15, weight: "bold")
        func source(_ edge: DependencyReport) -> DependencyTarget { DependencyTarget(layer: edge.from, module: nil) }
        func target(_ edge: DependencyReport) -> DependencyTarget { DependencyTarget(edge, in: style) }
        let edges = style.dependencies.filter { edge in
            nodes[source(edge)] != nil && nodes[target(edge)] != nil && source(edge) != target(edge)
        }
        for edge in edges {
            guard let from = nodes[source(edge)], let to = nodes[target(edge)] else { continue }
            let reverse = edges.contains { source($0) == target(edge) && target($0) == source(edge) }
            arrow(from: from, to: to, edge: edge, hasReverse: reverse, into: &builder)
        }
        for node in nodes.values.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            let swatch = ChartPalette.layer(node.name)
            builder.rect(
                x: node.x, y: node.y, width: boxWidth, height: boxHeight, fill: swatch.fill, tooltip: node.label)
            builder.text(
                node.label, x: node.centerX, y: node.y + boxHeight / 2 + 5, anchor: "middle", fill: swatch.text,
                size: 14, weight: "bold")
        }
        let width = max((nodes.values.map(\.x).max() ?? 0) + boxWidth + margin, 360)
        return builder.svg(
            id: "dependencies-" + style.name.lowercased(), width: width, height: topRow + rowGap + boxHeight + 8,
            title: "Layer dependencies of \(style.name)",
            description: "Boxes are layers (top) and shared modules (bottom); an arrow from A to B means files of A "
                + "refer to types of B, labelled with how many files do. Red dashed arrows break the style's rules. "
                + "Composition, which builds everything, is left out.")
    }

    private func topNames() -> [String] {
        style.layers.map(\.name).filter { $0 != LayerName.composition.rawValue }
    }

    /// The layers along the top, the shared modules spread wider along the bottom, the narrower row
    /// centred under (or over) the wider one, so that no two boxes overlap.
    private func layout() -> [DependencyTarget: Node] {
        var nodes: [DependencyTarget: Node] = [:]
        let top = topNames()
        let shared = DependencyTarget.shared(of: style)
        let bottomStep = spacing * 1.5
        let topSpan = Double(max(top.count - 1, 0)) * spacing
        let bottomSpan = Double(max(shared.count - 1, 0)) * bottomStep
        let topStart = margin + max(bottomSpan - topSpan, 0) / 2
        let bottomStart = margin + max(topSpan - bottomSpan, 0) / 2
        for (index, name) in top.enumerated() {
            nodes[DependencyTarget(layer: name, module: nil)] = Node(
                name: name, label: name, x: topStart + Double(index) * spacing, y: topRow)
        }
        for (index, target) in shared.enumerated() {
            nodes[target] = Node(
                name: target.layer, label: target.label(in: style), x: bottomStart + Double(index) * bottomStep,
                y: topRow + rowGap)
        }
        return nodes
    }

    private func arrow(from: Node, to: Node, edge: DependencyReport, hasReverse: Bool, into builder: inout SVGBuilder) {
        let colour = edge.allowed ? "#57606a" : "#cf222e"
        let dash = edge.allowed ? "" : " stroke-dasharray=\"6 4\""
        let start: (Double, Double)
        let end: (Double, Double)
        let control: (Double, Double)
        if from.y != to.y {
            // Between the rows: leave the bottom of the layer, spread a little by target.
            let shift = (to.centerX - from.centerX) / spacing * 8
            start = (from.centerX + shift, from.y + boxHeight)
            end = (to.centerX - shift * 1.5, to.y)
            control = ((start.0 + end.0) / 2, (start.1 + end.1) / 2)
        } else if abs(from.x - to.x) <= spacing {
            // Neighbours: a straight arrow, the two directions on two lines.
            let rightward = to.x > from.x
            let offset = hasReverse ? (rightward ? -7.0 : 7.0) : 0
            start = (rightward ? from.x + boxWidth : from.x, from.y + boxHeight / 2 + offset)
            end = (rightward ? to.x : to.x + boxWidth, to.y + boxHeight / 2 + offset)
            control = ((start.0 + end.0) / 2, start.1)
        } else {
            // Further along the row: an arc above it, higher the further it goes; leftward ones higher still.
            let rightward = to.x > from.x
            start = (from.centerX + (rightward ? 12 : -12), from.y)
            end = (to.centerX + (rightward ? -12 : 12), to.y)
            let height = 20 + abs(to.x - from.x) / spacing * 14 + (rightward ? 0 : 24)
            control = ((start.0 + end.0) / 2, from.y - height * 2)
        }
        let number = SVGBuilder.number
        builder.element(
            "<path d=\"M \(number(start.0)) \(number(start.1)) Q \(number(control.0)) \(number(control.1)) "
                + "\(number(end.0)) \(number(end.1))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash)>"
                + "<title>\(HTMLText.escape(tooltip(edge)))</title></path>")
        arrowhead(at: end, from: control, colour: colour, into: &builder)
        let label = (0.25 * start.0 + 0.5 * control.0 + 0.25 * end.0, 0.25 * start.1 + 0.5 * control.1 + 0.25 * end.1)
        let text = "\(edge.files)"
        builder.rect(
            x: label.0 - Double(text.count) * 4 - 3, y: label.1 - 9, width: Double(text.count) * 8 + 6, height: 16,
            fill: "#ffffff")
        builder.text(text, x: label.0, y: label.1 + 4, anchor: "middle", fill: colour, size: 12)
    }

    private func arrowhead(
        at tip: (Double, Double), from origin: (Double, Double), colour: String, into builder: inout SVGBuilder
    ) {
        let dx = tip.0 - origin.0
        let dy = tip.1 - origin.1
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / length, dy / length)
        let back = (tip.0 - ux * 9, tip.1 - uy * 9)
        let left = (back.0 - uy * 4.5, back.1 + ux * 4.5)
        let right = (back.0 + uy * 4.5, back.1 - ux * 4.5)
        let points = [tip, left, right].map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }
        builder.element("<polygon points=\"\(points.joined(separator: " "))\" fill=\"\(colour)\"/>")
    }

    private func tooltip(_ edge: DependencyReport) -> String {
        "\(edge.from) → \(edge.module == style.name ? edge.to : edge.module): \(Format.count(edge.files, "file")) ("
            + edge.names.joined(separator: ", ") + ")" + (edge.allowed ? "" : ", breaking the rule")
    }
}
