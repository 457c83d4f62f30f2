/// An indeterminate progress indicator, like SwiftUI's ProgressView(); shown as a spinning
/// HeadlessUI activity indicator.
public struct ProgressView: View, PrimitiveView {
    public init() {}

    public var body: Never { fatalError("ProgressView has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.progress)]
    }
}
