/// A view that shows nothing, like SwiftUI's EmptyView.
public struct EmptyView: View, PrimitiveView {
    public init() {}

    public var body: Never { fatalError("EmptyView has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        []
    }
}
