import HeadlessUI

/// A list row: a table cell showing one row's elements in its content view.
@MainActor
final class HostedCell: TableViewCell {
    static let reuseIdentifier = "HostedRow"
    let renderer = ElementRenderer()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    func show(_ row: Element, graph: ViewGraph?) {
        renderer.graph = graph
        renderer.render([row], into: contentView)
    }
}
