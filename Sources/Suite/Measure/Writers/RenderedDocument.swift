/// A page the Markdown and HTML writers render: its title and its blocks, in reading order.
protocol RenderedDocument: Sendable {
    var title: String { get }
    func blocks() -> [ReportBlock]
}
