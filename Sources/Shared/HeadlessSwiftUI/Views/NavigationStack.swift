/// The root of a navigation stack, like SwiftUI's NavigationStack. The host shows the stack's
/// title and toolbar in the navigation bar of the navigation controller it is in, and wraps a
/// presented sheet whose content is a stack in one of its own.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: Never { fatalError("NavigationStack has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        context.preferences.hasNavigationStack = true
        return context.resolve(root, at: .index(0))
    }
}
