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

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.image(name))]
    }
}
