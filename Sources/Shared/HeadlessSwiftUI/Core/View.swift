/// A piece of user interface, like SwiftUI's View: a value that describes what to show through its
/// `body`, made of other views. Primitive views (text, buttons, stacks) have no body of their own:
/// the host turns them into HeadlessUI views.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Turns a view of this type into what the host shows, like SwiftUI's requirement of that name:
    /// a view with a body resolves its body, a primitive view resolves itself. Dispatching through
    /// the type, rather than asking each view whether it is primitive, spares a dynamic cast (and
    /// often a copy of the view into a new box) for every view of every update. Not for apps.
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension View {
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(elements: inputs.context.graph.resolveComposite(view, in: inputs.context))
    }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}
