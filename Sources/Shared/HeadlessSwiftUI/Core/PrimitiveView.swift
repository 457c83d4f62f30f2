/// A view the host shows itself rather than through a body: it turns into elements directly.
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element]
}
