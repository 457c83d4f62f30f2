/// Flexible space in a stack, like SwiftUI's Spacer. A screen without geometry shows nothing for it.
public struct Spacer: View, PrimitiveView {
    public init(minLength: Double? = nil) {}

    public var body: Never { fatalError("Spacer has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        []
    }
}
