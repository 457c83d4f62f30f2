/// An image by name, like SwiftUI's Image; shown as a HeadlessUI image view.
public struct Image: View, PrimitiveView, Equatable {
    let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(systemName: String) {
        name = systemName
    }

    public var body: Never { fatalError("Image has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.image(name))]
    }
}
