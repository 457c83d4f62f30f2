/// Views side by side, like SwiftUI's HStack; shown as a HeadlessUI view holding them.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("HStack has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.stack(.horizontal), children: context.resolve(content, at: .index(0)))]
    }
}
