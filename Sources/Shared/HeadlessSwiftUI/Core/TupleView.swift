/// Several views side by side, made by a view builder from consecutive statements. Each keeps the
/// identity of its position.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { fatalError("TupleView has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        children.enumerated().flatMap { index, child in
            context.resolve(child, at: .index(index))
        }
    }
}
