/// Views one above the other, like SwiftUI's VStack; shown as a HeadlessUI view holding them.
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.stack(.vertical), children: context.resolve(content, at: .index(0)))]
    }
}
