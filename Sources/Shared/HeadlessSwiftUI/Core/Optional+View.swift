// An `if` without `else` in a view builder: the view when present, nothing when absent.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [Element] {
        map { context.resolve($0, at: .branch(true)) } ?? []
    }
}
