/// A view whose type is erased, like SwiftUI's AnyView. A different wrapped type is a different
/// identity, so its state is not carried over.
public struct AnyView: View, PrimitiveView {
    let wrapped: any View

    public init<V: View>(_ view: V) {
        wrapped = view
    }

    public var body: Never { fatalError("AnyView has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        context.resolve(wrapped, at: .type(ObjectIdentifier(type(of: wrapped))))
    }
}

extension AnyView {
    /// Wraps a view already erased to an existential.
    init(erasing view: any View) {
        wrapped = view
    }
}
