/// Flexible space in a stack, like SwiftUI's Spacer. A screen without geometry shows nothing for it.
public struct Spacer: View, PrimitiveView {
    public init(minLength: Double? = nil) {}

    public var body: Never { fatalError("Spacer has no body") }

    func resolve(in context: ResolveContext) -> [Element] {
        []
    }
}
